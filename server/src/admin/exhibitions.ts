// `npm run admin -- exhibitions …`: the operator makes shows from a folder of images and a small JSON file,
// publishes them, schedules their dates (which alone move a show from upcoming to current to previous) and
// flags explicit ones. Usage in USAGE below; the JSON file's fields in mf-exhibitions/README.md.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db';
import { showDayOf, showTimeOf } from '@kala/shared/exhibitions';
import { showSlug } from '../lib/slug';
import { changeExhibition, createExhibition, type ExhibitionDraft } from '../modules/exhibitions/create';
import type { Storage } from '../modules/media/storage';

export const EXHIBITIONS_USAGE = `usage: npm run admin -- exhibitions [list | create <folder> | publish <slug> | unpublish <slug>
                                     | schedule <slug> <start> [<end>] | explicit <slug> on|off]
  list                          every show with its dates, state and flags
  create <folder>               a show from <folder>/exhibition.json and the images beside it (unpublished)
  publish / unpublish <slug>    list the show, or take it off the site
  schedule <slug> <start> [end] dates as YYYY-MM-DD (Nepal's days, the end day included) or ISO times; no end keeps it open
  explicit <slug> on|off        visitors confirm they are over 18 before it opens`;

interface ShowFile {
  slug?: string;
  title: string;
  artist: string;
  /** The studio's account (enquiries are mailed to it). */
  artistEmail?: string;
  subtitle?: string;
  excerpt?: string;
  start: string;
  end?: string;
  backgroundColor?: string;
  darkListing?: boolean;
  parallaxBackground?: boolean;
  explicit?: boolean;
  banner?: string;
  background?: string;
  audio?: string;
  items?: { file: string; title?: string; details?: string; sold?: boolean; margins?: { left: number; right: number } }[];
}

const IMAGE = /\.(jpe?g|png|webp)$/i;
const AUDIO = /\.(wav|ogg|mp3)$/i;

/** A show's start or end: a day (YYYY-MM-DD) is a Nepal day, its end included, as in the console. */
function date(text: string | undefined, edge: 'start' | 'end'): Date | null {
  if (!text) return null;
  const d = showTimeOf(text, edge);
  if (Number.isNaN(d.getTime())) throw new Error(`not a date: ${text}`);
  return d;
}

const titleOf = (file: string) => path.parse(file).name.replace(/^\d+[-_ ]*/, '').replace(/[-_]+/g, ' ') || file;

/** The draft a folder describes: its JSON file's fields, and its images in name order when it lists none. */
export async function draftFromFolder(db: Db, folder: string): Promise<ExhibitionDraft> {
  const show = JSON.parse(await readFile(path.join(folder, 'exhibition.json'), 'utf8')) as ShowFile;
  if (!show.title || !show.artist || !show.start) throw new Error('exhibition.json needs title, artist and start');
  const read = (file: string) => readFile(path.join(folder, path.basename(file)));
  const reserved = new Set([show.banner, show.background].filter(Boolean));
  const listed: NonNullable<ShowFile['items']> = show.items ?? (await readdir(folder)).filter((f) => IMAGE.test(f) && !reserved.has(f)).sort().map((file) => ({ file }));
  if (listed.length === 0) throw new Error(`no images in ${folder}`);
  const audioExtension = show.audio && AUDIO.exec(show.audio)?.[1]?.toLowerCase();
  if (show.audio && !audioExtension) throw new Error('audio must be a .wav, .ogg or .mp3 file');
  const artist = show.artistEmail ? await db.one<{ id: string }>('select id from users where lower(email) = lower($1)', [show.artistEmail]) : null;
  if (show.artistEmail && !artist) throw new Error(`no account with the email ${show.artistEmail}`);
  return {
    slug: show.slug ?? showSlug(show.title),
    title: show.title,
    artistName: show.artist,
    artistId: artist?.id ?? null,
    subtitle: show.subtitle,
    excerpt: show.excerpt,
    backgroundColour: show.backgroundColor,
    darkListing: show.darkListing,
    parallaxBackground: show.parallaxBackground,
    explicit: show.explicit,
    startsAt: date(show.start, 'start')!,
    endsAt: date(show.end, 'end'),
    banner: show.banner ? await read(show.banner) : undefined,
    background: show.background ? await read(show.background) : undefined,
    audio: show.audio ? { data: await read(show.audio), extension: audioExtension as 'wav' | 'ogg' | 'mp3' } : undefined,
    items: await Promise.all(listed.map(async (item) => ({ title: item.title ?? titleOf(item.file), details: item.details, sold: item.sold, margins: item.margins, image: await read(item.file) }))),
  };
}

async function list(db: Db, out: (line: string) => void): Promise<void> {
  const rows = await db.many<{ slug: string; title: string; starts_at: Date; ends_at: Date | null; published: boolean; explicit: boolean; works: number }>(
    `select slug, title, starts_at, ends_at, published, explicit, (select count(*)::int from exhibition_items where exhibition_id = e.id) as works
       from exhibitions e order by starts_at desc`,
  );
  if (rows.length === 0) return out('No exhibitions.');
  const day = (d: Date | null) => (d ? showDayOf(new Date(d).toISOString()) : '…');
  for (const r of rows) {
    const flags = [r.published ? 'published' : 'draft', r.explicit && 'explicit'].filter(Boolean).join(', ');
    out(`${r.slug}  ${day(r.starts_at)} → ${day(r.ends_at)}  [${flags}]  ${r.works} works  ${r.title}`);
  }
}

/** Runs one exhibitions command; answers the exit code (2 for a usage error). */
export async function exhibitionsCommand(
  db: Db,
  storage: Storage,
  [action = 'list', slug, ...rest]: string[],
  out: (line: string) => void = console.log,
  err: (line: string) => void = console.error,
): Promise<number> {
  const done = async (changed: boolean, what: string) => {
    out(changed ? `${slug}: ${what}.` : `No exhibition ${slug}.`);
    return changed ? 0 : 1;
  };
  if (action === 'list') return list(db, out).then(() => 0);
  if (action === 'create' && slug) {
    const draft = await draftFromFolder(db, slug);
    await createExhibition(db, storage, draft);
    out(`Created ${draft.slug} with ${draft.items.length} works (unpublished): npm run admin -- exhibitions publish ${draft.slug}`);
    return 0;
  }
  if ((action === 'publish' || action === 'unpublish') && slug) return done(await changeExhibition(db, slug, { published: action === 'publish' }), `${action}ed`);
  if (action === 'schedule' && slug && rest[0]) {
    const [startsAt, endsAt] = [date(rest[0], 'start')!, date(rest[1], 'end')];
    if (endsAt && endsAt <= startsAt) throw new Error('the end must come after the start');
    return done(await changeExhibition(db, slug, { startsAt, endsAt }), 'scheduled');
  }
  if (action === 'explicit' && slug && (rest[0] === 'on' || rest[0] === 'off')) return done(await changeExhibition(db, slug, { explicit: rest[0] === 'on' }), `explicit ${rest[0]}`);
  err(EXHIBITIONS_USAGE);
  return 2;
}
