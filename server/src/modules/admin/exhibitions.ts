// Exhibitions in the console (issue 23): what `npm run admin -- exhibitions` does, from a browser. A show is
// made from uploaded pictures (checked by content, as every upload) and an optional audio loop (WAV, Ogg or
// MP3 by its first bytes), then edited, scheduled, flagged and published. Every change is audited.
import { showTimeOf } from '@kala/shared/exhibitions';
import type { Db } from '../../db';
import { badRequest, notFound } from '../../lib/http-error';
import { showSlug } from '../../lib/slug';
import { changeExhibition, changeExhibitionWords, createExhibition, type ExhibitionChange } from '../exhibitions/create';
import { movePicture, showPictures } from '../exhibitions/pictures';
import type { Storage } from '../media/storage';
import { checkImage, type MultipartForm } from '../media/upload';
import { recordAction } from './audit';

export const listShows = (db: Db) =>
  db.many(
    `select e.id, e.slug, e.title, e.artist_name as artist, e.excerpt as description, e.starts_at as starts, e.ends_at as ends,
            e.published, e.explicit, e.audio_key is not null as audio,
            case when not e.published then 'draft' when e.starts_at > now() then 'upcoming'
                 when e.ends_at is not null and e.ends_at <= now() then 'previous' else 'current' end as state,
            (select count(*)::int from exhibition_items i where i.exhibition_id = e.id) as works
       from exhibitions e order by e.starts_at desc`,
  );

/** WAV (RIFF…WAVE), Ogg (OggS) or MP3 (an ID3 tag or a frame sync), by content. */
export function audioTypeOf(b: Buffer): 'wav' | 'ogg' | 'mp3' | null {
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WAVE') return 'wav';
  if (b.length >= 4 && b.toString('latin1', 0, 4) === 'OggS') return 'ogg';
  if (b.length >= 3 && (b.toString('latin1', 0, 3) === 'ID3' || (b[0] === 0xff && (b[1] & 0xe0) === 0xe0))) return 'mp3';
  return null;
}

const field = (form: MultipartForm, name: string) => (form.fields.get(name)?.[0] ?? '').trim();

/** A show's start (required) or end from the form: a day is a Nepal day (showTimeOf), its end included. */
function dateOf(text: string, edge: 'start' | 'end'): Date | null {
  if (!text) {
    if (edge === 'start') throw badRequest('A start date is required.');
    return null;
  }
  const d = showTimeOf(text, edge);
  if (Number.isNaN(d.getTime())) throw badRequest(`Not a date: ${text}`);
  return d;
}

/** Creates an unpublished show from the form: `title`, `artist`, `artistEmail`, `description`, `start`, `end`, `explicit`, `images[]` in order with `titles[]`, `audio`. */
export async function createShow(db: Db, storage: Storage, operatorId: string, form: MultipartForm): Promise<string> {
  const title = field(form, 'title');
  const artist = field(form, 'artist');
  if (!title || !artist) throw badRequest('A title and an artist are required.');
  const images = form.files.filter((f) => f.field === 'images[]');
  if (images.length === 0) throw badRequest('Add at least one picture.');
  for (const image of images) await checkImage(image.data);
  const audio = form.files.find((f) => f.field === 'audio');
  const audioType = audio ? audioTypeOf(audio.data) : null;
  if (audio && !audioType) throw badRequest('The audio must be a WAV, Ogg or MP3 file.');
  const titles = form.fields.get('titles[]') ?? [];
  const startsAt = dateOf(field(form, 'start'), 'start')!;
  const endsAt = dateOf(field(form, 'end'), 'end');
  if (endsAt && endsAt <= startsAt) throw badRequest('The end must come after the start.');
  const slug = showSlug(title);
  // The studio's account, when the operator names it: its enquiries reach the studio too (as the command line's artistEmail).
  const artistEmail = field(form, 'artistEmail');
  const artistAccount = artistEmail ? await db.one<{ id: string }>('select id from users where lower(email) = lower($1)', [artistEmail]) : null;
  if (artistEmail && !artistAccount) throw badRequest(`No account with the email ${artistEmail}.`);
  if (await db.one('select 1 from exhibitions where slug = $1', [slug])) throw badRequest(`An exhibition called ${slug} exists already.`);
  await createExhibition(db, storage, {
    slug,
    title,
    artistName: artist,
    artistId: artistAccount?.id ?? null,
    excerpt: field(form, 'description'),
    explicit: field(form, 'explicit') === 'true',
    startsAt,
    endsAt,
    audio: audio && audioType ? { data: audio.data, extension: audioType } : undefined,
    items: images.map((image, i) => ({ title: titles[i]?.trim() || `${title} ${i + 1}`, image: image.data })),
  });
  await recordAction(db, { actorId: operatorId, action: 'exhibition-create', targetType: 'exhibition', targetId: slug, targetLabel: title });
  return slug;
}

export interface ShowEdit {
  title?: string;
  artist?: string;
  description?: string;
  start?: string;
  end?: string | null;
  explicit?: boolean;
  published?: boolean;
}

/** Edits a show's words, dates and flags; each change is one audit entry. */
export async function editShow(db: Db, operatorId: string, slug: string, edit: ShowEdit): Promise<void> {
  const show = await db.one<{ title: string; starts_at: Date; ends_at: Date | null }>('select title, starts_at, ends_at from exhibitions where slug = $1', [slug]);
  if (!show) throw notFound();
  await db.tx(async (t) => {
    const audit = (action: string) => recordAction(t, { actorId: operatorId, action, targetType: 'exhibition', targetId: slug, targetLabel: edit.title ?? show.title });
    if (edit.title !== undefined || edit.artist !== undefined || edit.description !== undefined) {
      if (edit.title === '' || edit.artist === '') throw badRequest('A title and an artist are required.');
      await changeExhibitionWords(t, slug, { title: edit.title, artistName: edit.artist, excerpt: edit.description });
      await audit('exhibition-edit');
    }
    const changes: [ExhibitionChange, string][] = [];
    if (edit.start !== undefined || edit.end !== undefined) {
      const startsAt = edit.start !== undefined ? dateOf(edit.start, 'start')! : show.starts_at;
      const endsAt = edit.end !== undefined ? dateOf(edit.end ?? '', 'end') : show.ends_at;
      if (endsAt && endsAt <= startsAt) throw badRequest('The end must come after the start.');
      changes.push([{ startsAt, endsAt }, 'exhibition-schedule']);
    }
    if (edit.explicit !== undefined) changes.push([{ explicit: edit.explicit }, edit.explicit ? 'exhibition-explicit-on' : 'exhibition-explicit-off']);
    if (edit.published !== undefined) changes.push([{ published: edit.published }, edit.published ? 'exhibition-publish' : 'exhibition-unpublish']);
    for (const [change, action] of changes) {
      await changeExhibition(t, slug, change);
      await audit(action);
    }
  });
}

/** A show's pictures in their order. */
export async function listPictures(db: Db, slug: string) {
  const pictures = await showPictures(db, slug);
  if (!pictures) throw notFound();
  return pictures;
}

/** Moves one picture of a show a place up or down (saved at once, audited); an end stays as it is. */
export async function reorderPicture(db: Db, operatorId: string, slug: string, itemId: string, direction: 'up' | 'down'): Promise<boolean> {
  return db.tx(async (t) => {
    const moved = await movePicture(t, slug, itemId, direction);
    if (!moved) throw notFound();
    if (moved.moved) await recordAction(t, { actorId: operatorId, action: `exhibition-picture-${direction}`, targetType: 'exhibition', targetId: slug, targetLabel: moved.title });
    return moved.moved;
  });
}
