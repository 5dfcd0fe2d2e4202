// Reading exhibitions: published shows by state (from their dates, so a show moves from upcoming to current
// to previous on its own), one by id or slug with its works in order.
import { stateAt, type Exhibition, type ExhibitionItem, type ExhibitionState } from '@kala/shared/exhibitions';
import { EXHIBITION_CODED } from '@kala/shared/contracts/exhibitions/errors';
import type { ImageSet } from '@kala/shared/contracts/media';
import type { Db } from '../../db';
import { notFound } from '../../lib/http-error';
import type { Storage } from '../media/storage';

interface ItemRow {
  id: string;
  position: number;
  title: string;
  details: string;
  sold: boolean;
  image: ImageSet;
  margin_left: number;
  margin_right: number;
}

interface ExhibitionRow {
  id: string;
  slug: string;
  title: string;
  artist_name: string;
  artist_slug: string | null;
  subtitle: string;
  excerpt: string;
  listing_thumb: ImageSet | null;
  banner: ImageSet | null;
  background: ImageSet | null;
  dark_listing: boolean;
  parallax_background: boolean;
  background_colour: string;
  audio_key: string | null;
  explicit: boolean;
  starts_at: Date | string;
  ends_at: Date | string | null;
  items: ItemRow[];
}

/** Where each state's shows are, and in which order a visitor expects them. */
const BY_STATE: Record<ExhibitionState, string> = {
  current: 'e.starts_at <= now() and (e.ends_at is null or e.ends_at > now()) order by e.starts_at desc',
  previous: 'e.ends_at <= now() order by e.ends_at desc',
  upcoming: 'e.starts_at > now() order by e.starts_at asc',
};

/** Lists carry only their first work (the tile's fallback picture); one show carries them all. */
const select = (allItems: boolean) => `
  select e.*, u.slug as artist_slug,
         coalesce((select jsonb_agg(to_jsonb(i) order by i.position) from (
           select id, position, title, details, sold, image, margin_left, margin_right from exhibition_items
            where exhibition_id = e.id order by position ${allItems ? '' : 'limit 1'}) i), '[]'::jsonb) as items
    from exhibitions e left join users u on u.id = e.artist_id
   where e.published`;

const largest = (set: ImageSet) => [...set.sizes].sort((a, b) => b.width - a.width)[0];
/** A work's picture at its largest size: the viewer's main image, and the one an enquiry's mail links to. */
export const mainPicture = (storage: Storage, set: ImageSet): string => storage.url(largest(set).fileName);
const smallest = (set: ImageSet) => [...set.sizes].sort((a, b) => a.width - b.width)[0];

function toItem(row: ItemRow, storage: Storage): ExhibitionItem {
  return {
    _id: row.id,
    title: row.title,
    details: row.details,
    sold: row.sold,
    thumb: storage.url(smallest(row.image).fileName),
    imageMain: mainPicture(storage, row.image),
    image: row.image,
    order: row.position,
    margins: { left: row.margin_left, right: row.margin_right },
  };
}

function toExhibition(row: ExhibitionRow, storage: Storage, withItems: boolean): Exhibition {
  const start = new Date(row.starts_at);
  const end = row.ends_at ? new Date(row.ends_at) : null;
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    artist: { name: row.artist_name, slug: row.artist_slug },
    subtitle: row.subtitle,
    excerpt: row.excerpt,
    listingThumb: row.listing_thumb ?? row.items[0]?.image ?? null,
    banner: row.banner ?? row.listing_thumb ?? row.items[0]?.image ?? null,
    darkListing: row.dark_listing,
    mediaUrl: row.audio_key ? storage.url(row.audio_key) : null,
    background: row.background,
    backgroundColor: row.background_colour,
    parallaxBackground: row.parallax_background,
    explicit: row.explicit,
    state: stateAt(start, end),
    startDate: start.toISOString(),
    endDate: end?.toISOString() ?? null,
    items: withItems ? row.items.map((i) => toItem(i, storage)) : [],
  };
}

/** Published shows of one state, or all of them (current, then upcoming, then previous). */
export async function listExhibitions(db: Db, storage: Storage, state?: ExhibitionState): Promise<Exhibition[]> {
  if (!state) return (await Promise.all((['current', 'upcoming', 'previous'] as const).map((s) => listExhibitions(db, storage, s)))).flat();
  const rows = await db.many<ExhibitionRow>(`${select(false)} and ${BY_STATE[state]}`);
  return rows.map((r) => toExhibition(r, storage, false));
}

/** One published show with its works in order; 404 for a missing or unpublished one. */
export async function getExhibition(db: Db, storage: Storage, by: { id: string } | { slug: string }): Promise<Exhibition> {
  const [column, value] = 'id' in by ? ['e.id::text', by.id] : ['e.slug', by.slug];
  const row = await db.one<ExhibitionRow>(`${select(true)} and ${column} = $1`, [value]);
  if (!row) throw notFound(EXHIBITION_CODED.exhibitionNotFound);
  return toExhibition(row, storage, true);
}
