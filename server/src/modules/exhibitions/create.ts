// Making and changing exhibitions: what the seed and the operator's `npm run admin -- exhibitions` share.
// Pictures go through the catalogue's image sizes (WebP, three widths), audio is stored as it is.
import type { ImageSet } from '@kala/shared/contracts/media';
import type { Db } from '../../db';
import { putAll, renderImageSizes, type RenderedImage } from '../media/images';
import { keepIfWritten } from '../media/references';
import type { Storage } from '../media/storage';

export const EXHIBITION_FOLDER = 'exhibitions';

export interface ExhibitionDraft {
  slug: string;
  title: string;
  artistName: string;
  /** The studio's account, when it has one (enquiries are mailed to it). */
  artistId?: string | null;
  subtitle?: string;
  excerpt?: string;
  backgroundColour?: string;
  darkListing?: boolean;
  parallaxBackground?: boolean;
  explicit?: boolean;
  published?: boolean;
  startsAt: Date;
  endsAt?: Date | null;
  banner?: Buffer;
  background?: Buffer;
  audio?: { data: Buffer; extension: 'wav' | 'ogg' | 'mp3' };
  items: { title: string; details?: string; sold?: boolean; image: Buffer; margins?: { left: number; right: number } }[];
}

async function render(source: Buffer, slug: string, alt: string): Promise<{ set: ImageSet; files: RenderedImage['files'] }> {
  const { sizes, files } = await renderImageSizes(source, EXHIBITION_FOLDER, slug);
  return { set: { slug, alt, sizes }, files };
}

/**
 * Renders every picture first (a picture that does not decode stores nothing), stores the files and the audio,
 * then writes the show and its works; if that fails (a slug taken meanwhile), the stored files go again.
 * Answers the show's id.
 */
export async function createExhibition(db: Db, storage: Storage, d: ExhibitionDraft): Promise<string> {
  const items = await Promise.all(d.items.map(async (item, i) => ({ ...item, ...(await render(item.image, `${d.slug}-${i + 1}`, `${item.title} by ${d.artistName}`)) })));
  const banner = d.banner ? await render(d.banner, `${d.slug}-banner`, d.title) : null;
  const background = d.background ? await render(d.background, `${d.slug}-background`, '') : null;
  const files = [...items, banner, background].flatMap((r) => r?.files ?? []);
  await putAll(storage, files);
  const audioKey = d.audio ? `${EXHIBITION_FOLDER}/${d.slug}-loop.${d.audio.extension}` : null;
  const keys = [...files.map((f) => f.key), ...(audioKey ? [audioKey] : [])];
  return keepIfWritten(db, storage, keys, async () => {
    if (d.audio && audioKey) await storage.put(audioKey, d.audio.data, d.audio.extension === 'mp3' ? 'audio/mpeg' : `audio/${d.audio.extension}`);
    return writeShow(db, d, items, banner?.set ?? null, background?.set ?? null, audioKey);
  });
}

function writeShow(db: Db, d: ExhibitionDraft, items: (ExhibitionDraft['items'][number] & { set: ImageSet })[], banner: ImageSet | null, background: ImageSet | null, audioKey: string | null): Promise<string> {
  return db.tx(async (t) => {
    const row = await t.one<{ id: string }>(
      `insert into exhibitions (slug, title, artist_name, artist_id, subtitle, excerpt, banner, background, dark_listing, parallax_background,
                                background_colour, audio_key, explicit, published, starts_at, ends_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, coalesce($11, '#f4f1ec'), $12, $13, $14, $15, $16) returning id`,
      [d.slug, d.title, d.artistName, d.artistId ?? null, d.subtitle ?? '', d.excerpt ?? '', banner && JSON.stringify(banner), background && JSON.stringify(background),
        !!d.darkListing, !!d.parallaxBackground, d.backgroundColour ?? null, audioKey, !!d.explicit, !!d.published, d.startsAt, d.endsAt ?? null],
    );
    for (const [position, item] of items.entries()) {
      await t.query(
        'insert into exhibition_items (exhibition_id, position, title, details, sold, image, margin_left, margin_right) values ($1, $2, $3, $4, $5, $6, $7, $8)',
        [row!.id, position + 1, item.title, item.details ?? '', !!item.sold, JSON.stringify(item.set), item.margins?.left ?? 0, item.margins?.right ?? 0],
      );
    }
    return row!.id;
  });
}

export type ExhibitionChange = { published: boolean } | { explicit: boolean } | { startsAt: Date; endsAt: Date | null };

/** Publishes, schedules or flags a show by slug; false when there is no such show. */
export async function changeExhibition(db: Db, slug: string, change: ExhibitionChange): Promise<boolean> {
  const [sql, params] =
    'published' in change
      ? ['published = $2', [change.published]]
      : 'explicit' in change
        ? ['explicit = $2', [change.explicit]]
        : ['starts_at = $2, ends_at = $3', [change.startsAt, change.endsAt]];
  const result = await db.query(`update exhibitions set ${sql} where slug = $1`, [slug, ...params]);
  return result.rowCount > 0;
}

/** A show's words; a missing one stays as it is. */
export const changeExhibitionWords = (q: Pick<Db, 'query'>, slug: string, words: { title?: string; artistName?: string; excerpt?: string }) =>
  q.query('update exhibitions set title = coalesce($2, title), artist_name = coalesce($3, artist_name), excerpt = coalesce($4, excerpt) where slug = $1', [
    slug,
    words.title ?? null,
    words.artistName ?? null,
    words.excerpt ?? null,
  ]);
