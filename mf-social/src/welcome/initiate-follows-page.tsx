// Initiate follows (spec §2 Other screens, §5): shown once to a new user after their first login. A
// category filter and a grid of public artists to pick; 'Select artists you want to follow' with Confirm
// (at least one) and Skip. Body scrolling is off while it is open: the page scrolls in its own layer, a modal
// <dialog> over the whole screen.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Avatar, Button, Heading, Loader, api, pathTo, showSnack, trapTab, useCategoryName, useDocumentTitle, useModalDialog } from '@kala/shared';
import type { StudioCard } from '@kala/shared/contracts/catalogue';
import { fetchCategories } from '../api/categories-api';
import { refreshSessionUser } from '../api/session-user';
import { useSocialT } from '../i18n/social-i18n';
import styles from './initiate-follows.module.css';

/** Artists offered at once (the server's largest page). */
const OFFERED = 60;

const fetchArtists = async (category: string): Promise<StudioCard[]> =>
  (await api.get<{ message: StudioCard[] }>('/artists/sortable', { params: { category, sortby: 'followers', limit: OFFERED } })).data.message.filter((a) => !a.private);

function useBodyScrollLock() {
  useEffect(() => {
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, []);
}

/**
 * The layer as a modal <dialog> (useModalDialog: the page behind inert, the toasts inside it); Tab stays inside
 * and Escape is Skip. The browser closes a modal dialog on a second Escape even when its cancel is refused
 * (Skip may still be on its way, or have failed): it opens again, so the page is never left blank.
 */
function useModalLayer(layer: RefObject<HTMLDialogElement | null>) {
  useModalDialog(layer, true);
  useEffect(() => {
    const dialog = layer.current;
    if (!dialog) return;
    let shown = true;
    const reopen = () => shown && !dialog.open && dialog.showModal?.();
    dialog.addEventListener('close', reopen);
    return () => {
      shown = false;
      dialog.removeEventListener('close', reopen);
    };
  }, [layer]);
}

export function InitiateFollowsPage() {
  const { t } = useSocialT();
  const navigate = useNavigate();
  const categoryName = useCategoryName();
  const [category, setCategory] = useState('all');
  const [chosen, setChosen] = useState<string[]>([]);
  const follow = useMutation({
    mutationFn: async (follows: string[]) => {
      await api.post('/user/initiatefollows', { follows }, { requireAuth: true });
      await refreshSessionUser();
    },
    onSuccess: () => void navigate(pathTo('home'), { replace: true }),
    onError: () => void showSnack(t('msg.errorTryAgain'), { type: 'error' }),
  });
  // Once done, the buttons stay off while the page leaves.
  const saving = follow.isPending || follow.isSuccess;
  const layer = useRef<HTMLDialogElement>(null);
  useBodyScrollLock();
  useModalLayer(layer);
  useDocumentTitle(t('welcome.title'));
  const artists = useQuery({ queryKey: ['welcome', 'artists', category], queryFn: () => fetchArtists(category) });
  const categories = useQuery({ queryKey: ['welcome', 'categories'], queryFn: fetchCategories });

  const confirm = () => (chosen.length === 0 ? showSnack(t('msg.selectArtistToFollow'), { type: 'error' }) : follow.mutate(chosen));
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));

  return (
    <dialog
      ref={layer}
      className={styles.layer}
      aria-labelledby="welcome-title"
      onKeyDown={(e) => layer.current && trapTab(layer.current, e)}
      onCancel={(e) => {
        e.preventDefault();
        if (!saving) follow.mutate([]);
      }}
    >
      <div className={styles.content}>
        <Heading level={1} id="welcome-title">
          {t('welcome.title')}
        </Heading>
        <label className={styles.filter}>
          {t('welcome.category')}
          <select value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="all">{t('welcome.all')}</option>
            {(categories.data ?? [])
              .filter((c) => !c.parent)
              .map((c) => (
                <option key={c._id} value={c.slug}>
                  {categoryName(c)}
                </option>
              ))}
          </select>
        </label>
        {artists.isPending ? (
          <Loader />
        ) : (
          <ul className={styles.grid}>
            {(artists.data ?? []).map((a) => (
              <li key={a._id}>
                <button type="button" className={styles.artist} aria-pressed={chosen.includes(a._id)} onClick={() => toggle(a._id)}>
                  <Avatar name={a.name} picture={a.picture} size={64} />
                  <span className={styles.name}>{a.name}</span>
                  {a.categories[0] && <span className={styles.category}>{categoryName(a.categories[0])}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.bar}>
        <span>{t('welcome.select')}</span>
        <div className={styles.buttons}>
          <Button variant="secondary" disabled={saving} onClick={() => follow.mutate([])}>
            {t('welcome.skip')}
          </Button>
          <Button disabled={saving} onClick={confirm}>
            {t('welcome.confirm')}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
