// Exhibitions (issue 23 §4): make a show from uploaded pictures (title of each, in order) and an optional
// audio loop; edit its words and dates (they move it between upcoming, current and previous), flag it
// explicit, publish or unpublish; put its pictures in another order. The server checks every file by content,
// as the command line does.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@kala/shared';
import { useDates } from '@kala/shared/dates';
import { showDateOf, showDayOf } from '@kala/shared/exhibitions';
import { FormButtons } from '@kala/shared/remote-kit';
import { adminGet, adminKeys, adminPatch, adminPost, useAdminAction, type Show } from '../api/admin-api';
import { ConsoleLayout } from '../app/console-layout';
import { QueryList } from '../app/query-state';
import styles from '../app/console.module.css';
import { useAdminT } from '../i18n/admin-i18n';
import { ShowForm } from './show-form';
import { ShowPictures } from './show-pictures';

export function ExhibitionsAdminPage() {
  const { t } = useAdminT();
  const query = useQuery({ queryKey: adminKeys.exhibitions, queryFn: ({ signal }) => adminGet<Show[]>('/exhibitions', signal) });
  const create = useAdminAction((form: FormData) => adminPost<{ slug: string }>('/exhibitions', form), (_f, result) => t('exhibitions.created', { slug: (result as { slug: string }).slug }));
  const [formKey, setFormKey] = useState(0);
  return (
    <ConsoleLayout title={t('exhibitions.title')}>
      <details className={styles.card}>
        <summary>{t('exhibitions.create')}</summary>
        <ShowForm key={formKey} busy={create.isPending} onSubmit={(form) => create.mutate(form, { onSuccess: () => setFormKey((k) => k + 1) })} />
      </details>
      <QueryList query={query} empty={t('exhibitions.empty')} style={{ marginTop: '1rem' }} item={(show) => <ShowCard key={show.slug} show={show} />} />
    </ConsoleLayout>
  );
}

/** The day a date field shows: the show's Nepal day (its start's, its end's), as the server reads it back. */
const day = (iso: string | null) => (iso ? showDayOf(iso) : '');

function ShowCard({ show }: { show: Show }) {
  const { t } = useAdminT();
  const { date } = useDates();
  const [editing, setEditing] = useState(false);
  const [pictures, setPictures] = useState(false);
  const change = useAdminAction((body: object) => adminPatch(`/exhibitions/${encodeURIComponent(show.slug)}`, body), t('exhibitions.saved'));
  const saved = { title: show.title, artist: show.artist, description: show.description, start: day(show.starts), end: day(show.ends) };
  const [edit, setEdit] = useState(saved);
  // Only what the operator changed is sent (and audited): a title's typo fix leaves the dates, and their
  // times of day, as they were.
  const save = (e: FormEvent) => {
    e.preventDefault();
    const changed: Record<string, string | null> = Object.fromEntries(Object.entries(edit).filter(([field, value]) => value !== saved[field as keyof typeof saved]));
    if ('end' in changed) changed.end = edit.end || null;
    if (Object.keys(changed).length === 0) return setEditing(false);
    change.mutate(changed, { onSuccess: () => setEditing(false) });
  };
  return (
    <li className={styles.card} aria-label={show.title}>
      <div className={styles.row}>
        <strong>{show.title}</strong>
        <span className={styles.meta}>{show.artist}</span>
        <span className={styles.badge}>{t(`exhibitions.state_${show.state}`)}</span>
        {show.explicit && <span className={styles.badge}>{t('exhibitions.explicit')}</span>}
      </div>
      <div className={styles.meta}>
        {date(showDateOf(show.starts))} → {show.ends ? date(showDateOf(show.ends)) : '…'} · {t('exhibitions.works', { count: show.works })}
      </div>
      {editing && (
        <form className={styles.form} onSubmit={save}>
          {(['title', 'artist', 'description'] as const).map((field) => (
            <label key={field}>
              {t(field === 'title' ? 'exhibitions.showTitle' : `exhibitions.${field}`)}
              <input value={edit[field]} onChange={(e) => setEdit({ ...edit, [field]: e.target.value })} required={field !== 'description'} />
            </label>
          ))}
          <label>
            {t('exhibitions.start')}
            <input type="date" value={edit.start} required onChange={(e) => setEdit({ ...edit, start: e.target.value })} />
          </label>
          <label>
            {t('exhibitions.end')}
            <input type="date" value={edit.end} onChange={(e) => setEdit({ ...edit, end: e.target.value })} />
          </label>
          <FormButtons className={styles.actions} cancel={{ label: t('common.cancel'), onClick: () => setEditing(false) }} submit={t('exhibitions.saveChanges')} busy={change.isPending} />
        </form>
      )}
      <div className={styles.actions}>
        <label className={styles.row}>
          <input type="checkbox" checked={show.explicit} disabled={change.isPending} onChange={(e) => change.mutate({ explicit: e.target.checked })} />
          {t('exhibitions.explicit')}
        </label>
        <Button variant="secondary" aria-expanded={pictures} onClick={() => setPictures(!pictures)}>
          {t('exhibitions.pictures')}
        </Button>
        {!editing && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('exhibitions.edit')}
          </Button>
        )}
        <Button disabled={change.isPending} onClick={() => change.mutate({ published: !show.published })}>
          {t(show.published ? 'exhibitions.unpublish' : 'exhibitions.publish')}
        </Button>
      </div>
      {pictures && <ShowPictures slug={show.slug} title={show.title} />}
    </li>
  );
}
