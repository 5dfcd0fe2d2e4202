// Edit Information (spec §7.5 POST /user/update): basic info, date of birth (MM/DD/YYYY), address, styles,
// biography, achievements, the private setting, shipping info, and the profile picture and cover (cropped
// by the client; checked by content here). Saving marks the profile updated (the header's label).
import { randomBytes } from 'node:crypto';
import { MSG_CODED, type MsgKey } from '@kala/shared/messages';
import { SHIPPING_FIELDS, parseDob, profileProblems, profileShippingProblems, type ShippingInput } from '@kala/shared/rules';
import type { ImageSize } from '@kala/shared/contracts/media';
import type { User } from '@kala/shared/contracts/people';
import type { Db } from '../../db';
import { badRequest } from '../../lib/http-error';
import { isUuid } from '../../lib/ids';
import { writePictures } from '../media/images';
import { keepIfWritten, removeUnreferenced } from '../media/references';
import type { Storage } from '../media/storage';
import { checkImage, type MultipartForm } from '../media/upload';

export const PROFILE_FOLDER = 'profiles';
export const PROFILE_FILE_FIELDS = ['picture', 'cover'] as const;

const text = (form: MultipartForm, name: string): string => (form.fields.get(name)?.[0] ?? '').trim();
const nullable = (value: string): string | null => value || null;

/**
 * The new picture and cover, each checked before either is stored, then stored in the one size it is shown
 * at (the avatar a small one, the cover a large one).
 */
async function storePictures(storage: Storage, picture: Buffer | undefined, cover: Buffer | undefined): Promise<{ picture: string | null; cover: string | null }> {
  const wanted: { data: Buffer; only: ImageSize['sizeName'] }[] = [];
  if (picture) wanted.push({ data: picture, only: 'thumbnail' });
  if (cover) wanted.push({ data: cover, only: 'productImage' });
  for (const w of wanted) await checkImage(w.data);
  const stored = await writePictures(storage, wanted.map((w) => ({ ...w, folder: PROFILE_FOLDER, slug: `profile-${randomBytes(8).toString('hex')}` })));
  const fileOf = (only: ImageSize['sizeName']) => stored[wanted.findIndex((w) => w.only === only)]?.[0]?.fileName ?? null;
  return { picture: fileOf('thumbnail'), cover: fileOf('productImage') };
}

/**
 * GET /user/shippingInfo, the spec's "basic details": every field, with the account's name and email where the
 * user has saved none (checkout starts from them).
 */
export function shippingDetails(user: User): Record<string, string> {
  const saved = Object.fromEntries(SHIPPING_FIELDS.map((f) => [f, user.shippingInfo[f] ?? '']));
  return { ...saved, name: saved.name || user.name, email: saved.email || user.email };
}

/** The first problem of a form as a 400 with the spec's message. */
function refuse(problems: { key: MsgKey }[]): void {
  if (problems.length > 0) throw badRequest(MSG_CODED[problems[0].key]);
}

export async function updateProfile(db: Db, storage: Storage, userId: string, form: MultipartForm): Promise<void> {
  const basic = { name: text(form, 'name'), dob: text(form, 'info.dob'), address: text(form, 'info.address'), biography: text(form, 'info.biography'), achievements: text(form, 'info.achievements') };
  const shipping = Object.fromEntries(SHIPPING_FIELDS.map((f) => [f, text(form, `shippingInfo.${f}`)])) as Required<ShippingInput>;
  refuse(profileProblems(basic));
  refuse(profileShippingProblems(shipping));
  const categories = (form.fields.get('info.categories') ?? form.fields.get('info.categories[]') ?? []).filter(isUuid);
  const file = (field: string) => form.files.find((f) => f.field === field)?.data;
  const { picture, cover } = await storePictures(storage, file('picture'), file('cover'));
  const removePicture = text(form, 'removePicture') === 'true';

  // The row is locked while it changes, so of two updates at once each removes only what it replaced.
  const before = await keepIfWritten(db, storage, [picture, cover].filter((k) => k !== null), () => db.tx(async (t) => {
    const old = await t.one<{ picture: string | null; cover: string | null }>('select picture, cover from users where id = $1 for update', [userId]);
    await t.query(
      `update users set name = $2, dob = $3, address = $4, bio = $5, achievements = $6, private = $7, shipping_info = $8, profile_updated = true,
              picture = case when $9::text is not null then $9 when $10 then null else picture end,
              cover = coalesce($11, cover)
        where id = $1`,
      [userId, basic.name, basic.dob ? parseDob(basic.dob) : null, nullable(basic.address), nullable(basic.biography), nullable(basic.achievements),
        text(form, 'settings.private') === 'true', JSON.stringify(shipping), picture, removePicture, cover],
    );
    await t.query('delete from user_categories where user_id = $1', [userId]);
    await t.query('insert into user_categories (user_id, category_id) select $1, id from categories where id = any($2::uuid[])', [userId, categories]);
    return old;
  }));
  const replaced = [picture || removePicture ? before?.picture : null, cover ? before?.cover : null];
  await removeUnreferenced(db, storage, replaced.filter((k): k is string => !!k && k !== picture && k !== cover));
}
