// Spec §2 Exhibitions list: a banner for the shows on now, tabs Previous and Upcoming (each only when it has
// shows), a two-row carousel per tab, and the explicit-content dialog before an explicit show opens.
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorPanel, Heading, Loader, StatePanel, pathTo, useDocumentTitle } from '@kala/shared';
import { FROM_SHOW_LIST, type Exhibition, type ExhibitionState } from '@kala/shared/exhibitions';
import { exhibitionKeys, explicitConsent, fetchExhibitions } from '../api/exhibitions-api';
import { ExplicitDialog } from '../app/explicit-dialog';
import { useExhibitionsT } from '../i18n/exhibitions-i18n';
import { CurrentBanner } from './current-banner';
import { ExhibitionCarousel } from './exhibition-carousel';
import styles from './exhibitions-page.module.css';

const KINDS = ['previous', 'upcoming'] as const;
type Kind = (typeof KINDS)[number];
const EMPTY_TEXT = { previous: 'msg.noPrevious', upcoming: 'msg.noUpcoming' } as const;

const byState = (shows: Exhibition[]) => (state: ExhibitionState) => shows.filter((s) => s.state === state);

/** Asks before an explicit show opens, unless the visitor said Continue earlier in this session. */
function useExplicitGate() {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Exhibition | null>(null);
  const [consented, setConsented] = useState(explicitConsent.given);
  const onOpen = (show: Exhibition, event: MouseEvent) => {
    if (!show.explicit || consented) return;
    event.preventDefault();
    setAsking(show);
  };
  const dialog = (
    <ExplicitDialog
      open={!!asking}
      onCancel={() => setAsking(null)}
      onContinue={() => {
        explicitConsent.give();
        setConsented(true);
        setAsking(null);
        if (asking) navigate(pathTo('exhibition', { slug: asking.slug }), { state: FROM_SHOW_LIST });
      }}
    />
  );
  return { onOpen, veiled: (show: Exhibition) => show.explicit && !consented, dialog };
}

/** Tabs of the WAI-ARIA pattern: arrow keys move between them, the chosen one is kept in the URL. */
function KindTabs({ kinds, current, onChange }: { kinds: Kind[]; current: Kind; onChange: (kind: Kind) => void }) {
  const { t } = useExhibitionsT();
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = kinds[(kinds.indexOf(current) + step + kinds.length) % kinds.length];
    onChange(next);
    document.getElementById(`exh-tab-${next}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={t('list.kinds')} className={styles.tabs} onKeyDown={onKeyDown}>
      {kinds.map((kind) => (
        <button
          key={kind}
          id={`exh-tab-${kind}`}
          type="button"
          role="tab"
          aria-selected={kind === current}
          aria-controls="exh-tabpanel"
          tabIndex={kind === current ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(kind)}
        >
          {t(`list.${kind}`)}
        </button>
      ))}
    </div>
  );
}

export function ExhibitionsPage() {
  const { t } = useExhibitionsT();
  useDocumentTitle(t('list.title'));
  const query = useQuery({ queryKey: exhibitionKeys.list, queryFn: ({ signal }) => fetchExhibitions(signal) });
  const gate = useExplicitGate();
  const [params, setParams] = useSearchParams();

  if (query.isPending) return <Loader />;
  if (query.isError) return <ErrorPanel onRetry={() => void query.refetch()} detail={t('list.loadFailed')} />;

  const of = byState(query.data);
  const current = of('current');
  const kinds = KINDS.filter((k) => of(k).length > 0);
  const chosen = kinds.find((k) => k === params.get('tab')) ?? kinds[0];
  if (current.length === 0 && !chosen) {
    return (
      <StatePanel level={1} title={t('list.none')} hint={t('list.noneHint')}>
        <Link to={pathTo('gallery', { cat: 'all' })}>{t('list.toGallery')}</Link>
      </StatePanel>
    );
  }
  return (
    <div className={styles.page}>
      <Heading level={1} className={styles.title}>
        {t('list.title')}
      </Heading>
      {current.map((show, i) => (
        <CurrentBanner key={show._id} show={show} first={i === 0} onOpen={gate.onOpen} veiled={gate.veiled(show)} />
      ))}
      {chosen && (
        <>
          <KindTabs kinds={kinds} current={chosen} onChange={(tab) => setParams({ tab }, { replace: true })} />
          <div role="tabpanel" id="exh-tabpanel" aria-labelledby={`exh-tab-${chosen}`}>
            <ExhibitionCarousel key={chosen} shows={of(chosen)} label={t(`list.${chosen}`)} onOpen={gate.onOpen} veiled={gate.veiled} />
          </div>
        </>
      )}
      {KINDS.filter((k) => !kinds.includes(k)).map((k) => (
        <p key={k} className={styles.note}>
          {t(EMPTY_TEXT[k])}
        </p>
      ))}
      {gate.dialog}
    </div>
  );
}
