// Edit Information (issue 10): POST /user/update with its checks, the pictures checked by content, and
// GET /user/profile and /user/shippingInfo. A refused update changes nothing.
import sharp from 'sharp';
import { MSG, formatMsg } from '@kala/shared/messages';
import { ACCOUNT_MSG } from '@kala/shared/contracts/people/errors';
import type { User } from '@kala/shared/contracts/people';
import { call } from '../../support/app';
import { makeUser } from '../../support/users';
import { signedIn, testApp } from '../../support/helper';

const t = testApp();
const user = signedIn(t, { name: 'Before Name' });
let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#336699' } }).png().toBuffer();
});

const SHIPPING = { name: 'Asha Rai', email: 'asha@kala.test', phoneNumber: '9801234567', country: 'Nepal', state: 'Bagmati', city: 'Lalitpur', postalCode: '44700', address: 'Jhamsikhel 3', address2: '' };

function form(fields: Record<string, string>, files: Record<string, Buffer> = {}): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const [k, v] of Object.entries(files)) body.append(k, new Blob([new Uint8Array(v)]), `${k}.png`);
  return body;
}
const base = { name: 'Asha Rai', 'info.dob': '04/23/1990', 'info.address': 'Lalitpur', 'info.biography': 'Paints', 'settings.private': 'true' };
const shippingFields = Object.fromEntries(Object.entries(SHIPPING).map(([k, v]) => [`shippingInfo.${k}`, v]));

async function update(body: FormData, token: string | null = user.token) {
  const res = await fetch(`${t.url}/api/user/update`, { method: 'POST', body, headers: token ? { authorization: `JWT ${token}` } : {} });
  return { statusCode: res.status, body: (await res.json()) as { status: string; message: string; user?: User } };
}
const profile = async () => (await call(t, 'GET', '/api/user/profile', undefined, user.token)).body.message as User;

describe('POST /user/update', () => {
  it('refuses bad input with a clear error and changes nothing', async () => {
    expect((await update(form(base), null)).statusCode).toBe(401);
    expect(await update(form({ ...base, 'info.dob': '1990-04-23' }))).toEqual({ statusCode: 400, body: { status: 'error', message: MSG.dobInvalid, code: 'common.dobInvalid' } });
    expect((await update(form({ ...base, 'info.dob': '02/30/1990' }))).body.message).toBe(MSG.dobInvalid);
    expect((await update(form({ ...base, name: ' ' }))).body.message).toBe(MSG.profileNameRequired);
    expect((await update(form({ ...base, ...shippingFields, 'shippingInfo.postalCode': '447' }))).body.message).toBe(MSG.shippingPostalInvalid);
    expect((await update(form({ ...base, ...shippingFields, 'shippingInfo.phoneNumber': '98012' }))).body.message).toBe(MSG.shippingPhoneInvalid);
    expect((await update(form(base, { cover: Buffer.from('not an image at all') }))).body).toEqual({ status: 'error', message: MSG.imageTypeInvalid, code: 'common.imageTypeInvalid' });
    const big = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]);
    expect(await update(form(base, { cover: big }))).toEqual({ statusCode: 413, body: { status: 'error', message: formatMsg('imageTooLarge', { n: 2 }), code: 'common.imageTooLarge', values: { n: 2 } } });
    expect(await profile()).toMatchObject({ name: 'Before Name', updated: 'false', cover: null, settings: { private: false } });
  });

  it("saves everything ('Profile Updated Successfully'), marks the profile updated, and shows it back", async () => {
    const [category] = await t.db.many<{ id: string }>(`insert into categories (slug, name) values ('painting-t', 'Painting') returning id`);
    const body = form({ ...base, ...shippingFields, 'info.categories': category.id }, { picture: png, cover: png });
    const res = await update(body);
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(ACCOUNT_MSG.profileUpdated);
    const me = await profile();
    expect(me).toMatchObject({ name: 'Asha Rai', updated: 'true', settings: { private: true }, info: { dob: '1990-04-23', biography: 'Paints' }, shippingInfo: SHIPPING });
    expect(me.picture).toMatch(/^profiles\//);
    expect(me.cover).toMatch(/^profiles\//);
    expect(me.categories.map((c) => c._id)).toEqual([category.id]);
    expect((await call(t, 'GET', '/api/user/shippingInfo', undefined, user.token)).body.message).toEqual(SHIPPING);
    // The picture can be removed; the cover stays.
    await update(form({ ...base, removePicture: 'true' }));
    expect(await profile()).toMatchObject({ picture: null, cover: me.cover });
  });

  it("another user's token changes only that user's profile", async () => {
    const other = await makeUser(t, { name: 'Other' });
    await update(form({ ...base, name: 'Changed by other' }), other.token);
    expect((await profile()).name).toBe('Asha Rai');
  });
});

describe('GET /user/shippingInfo', () => {
  const shippingInfo = (token?: string) => call(t, 'GET', '/api/user/shippingInfo', undefined, token);
  const blank = { phoneNumber: '', country: '', state: '', city: '', postalCode: '', address: '', address2: '' };

  it("answers the basic details with the account's name and email for someone who never saved any", async () => {
    const newcomer = await makeUser(t, { name: 'Nima Lama' });
    expect(await shippingInfo(newcomer.token)).toEqual({ statusCode: 200, body: { status: 'success', message: { name: 'Nima Lama', email: newcomer.email, ...blank } } });
    // Saving the profile without shipping details keeps the defaults.
    await update(form({ ...base, name: 'Nima Lama' }), newcomer.token);
    expect((await shippingInfo(newcomer.token)).body.message).toEqual({ name: 'Nima Lama', email: newcomer.email, ...blank });
    expect((await shippingInfo()).statusCode).toBe(401);
  });
});
