// The show as a horizontal slideshow of its works in order, on its wall colour (or a parallax wall), with the
// spec's 1000 ms move, arrow keys and Escape, the work / full-size / info modals and the optional audio loop.
import { useEffect, useRef, useState, type CSSProperties, type MouseEvent as LinkClick } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ArtworkImage, mediaUrl, imageSize, pathTo } from '@kala/shared';
import { EXHIBITION_UI, FROM_SHOW_LIST, type Exhibition, type ExhibitionItem } from '@kala/shared/exhibitions';
import { savingData } from '@kala/shared/remote-kit';
import { useCarousel } from '@kala/shared/carousel';
import { useExhibitionsT } from '../i18n/exhibitions-i18n';
import { FullSizeModal } from './full-size-modal';
import { InfoModal } from './info-modal';
import { SoundToggle } from './sound-toggle';
import { WorkModal } from './work-modal';
import styles from './viewer.module.css';

const InfoIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="12" cy="12" r="10" />
    <path d="M12 11v6M12 7.5v.5" strokeLinecap="round" />
  </svg>
);

/** Light text on a dark wall: relative luminance of '#rrggbb' under one half. */
const isDark = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.5;
};

/** A key the page should leave alone: typing in a field, or any dialog on top (it has its own Escape). */
const notForUs = (e: KeyboardEvent) => e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || !!document.querySelector('dialog[open]') || (e.target as Element | null)?.closest?.('input, textarea, select');

export function ExhibitionViewer({ show }: { show: Exhibition }) {
  const { t } = useExhibitionsT();
  const navigate = useNavigate();
  // Escape and Back go back (spec §2): to the list as it was (its tab), when the visitor came from it; from
  // anywhere else (an address typed, a link in a post) to the list.
  const cameFromList = (useLocation().state as typeof FROM_SHOW_LIST | null)?.fromList === true;
  const back = () => (cameFromList ? navigate(-1) : navigate(pathTo('exhibitions')));
  const onBack = (e: LinkClick) => {
    if (!cameFromList || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    back();
  };
  const items = show.items;
  const { ref, embla, index, prev, next, reduced } = useCarousel({ ms: EXHIBITION_UI.viewerMs, count: items.length, align: 'center', containScroll: false });
  const [work, setWork] = useState<ExhibitionItem | null>(null);
  const [fullSize, setFullSize] = useState<ExhibitionItem | null>(null);
  const [info, setInfo] = useState(false);
  const wall = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (notForUs(e)) return;
      if (e.key === 'ArrowRight') next();
      else if (e.key === 'ArrowLeft') prev();
      else if (e.key === 'Escape') back();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  // The parallax wall moves at a third of the works' pace (not at all with reduced motion).
  useEffect(() => {
    if (!embla || !show.parallaxBackground || reduced) return;
    const move = () => wall.current?.style.setProperty('--exh-shift', `${(-embla.scrollProgress() * 30).toFixed(2)}%`);
    embla.on('scroll', move).on('reInit', move);
    move();
    return () => {
      embla.off('scroll', move).off('reInit', move);
    };
  }, [embla, show.parallaxBackground, reduced]);

  const background = show.parallaxBackground && show.background ? imageSize(show.background, 'productImage') : undefined;
  const stageStyle = { backgroundColor: show.backgroundColor } as CSSProperties;
  return (
    <div className={[styles.stage, isDark(show.backgroundColor) && styles.onDark].filter(Boolean).join(' ')} style={stageStyle} data-testid="viewer">
      {background && <div ref={wall} className={styles.wall} style={{ backgroundImage: `url(${mediaUrl(background.fileName)})` }} aria-hidden="true" />}
      <header className={styles.bar}>
        <Link to={pathTo('exhibitions')} className={styles.tool} onClick={onBack}>
          <span aria-hidden="true">←</span> {t('viewer.back')}
        </Link>
        <div className={styles.heading}>
          <h1 className={styles.showTitle}>{show.title}</h1>
          <p className={styles.showArtist}>{show.artist.name}</p>
        </div>
        <div className={styles.tools}>
          {/* Saving data, no offer of the background audio (issue 25). */}
          {show.mediaUrl && !savingData() && <SoundToggle src={show.mediaUrl} />}
          <button type="button" className={styles.tool} onClick={() => setInfo(true)}>
            <InfoIcon /> <span className={styles.toolText}>{t('viewer.info')}</span>
          </button>
        </div>
      </header>

      <section className={styles.viewport} ref={ref} aria-roledescription="carousel" aria-label={show.title}>
        <div className={styles.track}>
          {items.map((item, i) => (
            <div
              key={item._id}
              className={styles.slide}
              style={{ '--exh-ml': `${item.margins.left}px`, '--exh-mr': `${item.margins.right}px` } as CSSProperties}
              role="group"
              aria-roledescription="slide"
              aria-label={t('viewer.position', { n: i + 1, count: items.length })}
              aria-current={i === index ? 'true' : undefined}
              inert={i !== index}
            >
              <figure className={styles.work}>
                <button type="button" className={styles.workButton} onClick={() => setWork(item)} aria-label={t('viewer.open', { title: item.title })}>
                  {/* The works either side load at once, so moving on shows them without a wait. */}
                  <ArtworkImage image={item.image} size="productImage" sizes="(max-width: 768px) 86vw, 62vw" priority={Math.abs(i - index) <= 1} className={styles.image} />
                </button>
                <figcaption className={styles.workCaption}>{item.title}</figcaption>
              </figure>
            </div>
          ))}
        </div>
      </section>

      <footer className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={prev} disabled={index === 0} aria-label={t('viewer.previous')}>
          ←
        </button>
        <span className={styles.counter} aria-live="polite">
          {t('viewer.position', { n: index + 1, count: items.length })}
        </span>
        <button type="button" className={styles.arrow} onClick={next} disabled={index >= items.length - 1} aria-label={t('viewer.next')}>
          →
        </button>
        <p className="kala-visually-hidden">{t('viewer.keys')}</p>
      </footer>

      <WorkModal show={show} item={work} onClose={() => setWork(null)} onFullSize={() => setFullSize(work)} />
      <FullSizeModal item={fullSize} onClose={() => setFullSize(null)} />
      <InfoModal show={show} open={info} onClose={() => setInfo(false)} />
    </div>
  );
}
