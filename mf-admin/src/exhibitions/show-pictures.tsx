// A show's pictures in their order, each with Move up and Move down (issue 23 §4). The order is saved on the
// server at each move; the focus stays on the moved picture's button (or its other one at an end), so a
// keyboard can walk a picture several places.
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { buttonClass, imageSize, mediaUrl } from '@kala/shared';
import { adminGet, adminKeys, adminPost, useAdminAction, type ShowPicture } from '../api/admin-api';
import { QueryState } from '../app/query-state';
import styles from '../app/console.module.css';
import { useAdminT } from '../i18n/admin-i18n';

type Direction = 'up' | 'down';

export function ShowPictures({ slug, title }: { slug: string; title: string }) {
  const { t } = useAdminT();
  const query = useQuery({ queryKey: adminKeys.pictures(slug), queryFn: ({ signal }) => adminGet<ShowPicture[]>(`/exhibitions/${encodeURIComponent(slug)}/pictures`, signal) });
  const move = useAdminAction(
    ({ id, direction }: { id: string; direction: Direction; title: string }) => adminPost(`/exhibitions/${encodeURIComponent(slug)}/pictures/${id}/move`, { direction }),
    (vars) => t(vars.direction === 'up' ? 'exhibitions.movedUp' : 'exhibitions.movedDown', { title: vars.title }),
    adminKeys.pictures(slug),
  );
  // The button to give the focus back to once the list shows the new order.
  const [focus, setFocus] = useState<{ id: string; direction: Direction } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    if (!focus || move.isPending || !query.data) return;
    const at = query.data.findIndex((p) => p.id === focus.id);
    const atEnd = focus.direction === 'up' ? at === 0 : at === query.data.length - 1;
    const other: Direction = focus.direction === 'up' ? 'down' : 'up';
    buttons.current.get(`${focus.id}:${atEnd ? other : focus.direction}`)?.focus();
  }, [focus, move.isPending, query.data]);

  return (
    <QueryState query={query} empty={(rows) => (rows.length === 0 ? t('common.none') : null)}>
      {(pictures) => (
        <ol className={styles.pictures} aria-label={t('exhibitions.picturesOf', { title })}>
          {pictures.map((p, i) => {
            const size = imageSize(p.image, 'thumbnail');
            const button = (direction: Direction, disabled: boolean) => (
              <button
                type="button"
                ref={(el) => void (el ? buttons.current.set(`${p.id}:${direction}`, el) : buttons.current.delete(`${p.id}:${direction}`))}
                className={buttonClass({ variant: 'secondary', size: 'small' })}
                disabled={disabled || move.isPending}
                aria-label={t(direction === 'up' ? 'exhibitions.moveUpLabel' : 'exhibitions.moveDownLabel', { title: p.title })}
                onClick={() => {
                  setFocus({ id: p.id, direction });
                  move.mutate({ id: p.id, direction, title: p.title });
                }}
              >
                {t(direction === 'up' ? 'exhibitions.moveUp' : 'exhibitions.moveDown')}
              </button>
            );
            return (
              <li key={p.id} className={styles.picture}>
                {size && <img src={mediaUrl(size.fileName)} alt="" width={64} height={64} />}
                <span className={styles.pictureTitle}>
                  {t('exhibitions.pictureAt', { n: i + 1 })}: {p.title}
                </span>
                <span className={styles.actions}>
                  {button('up', i === 0)}
                  {button('down', i === pictures.length - 1)}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </QueryState>
  );
}
