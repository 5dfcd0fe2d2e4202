// Upload, edit and delete artworks: families, authors, the spec's rules, pictures checked by content, size
// and pixels, resized into three sizes, and nothing written (rows or files) when anything fails.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ARTWORK_LIMITS, ROLES } from '@kala/shared/constants';
import { withValues, type CodedText } from '@kala/shared/errors';
import { MSG, MSG_CODED, formatMsg } from '@kala/shared/messages';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import type { Category } from '@kala/shared/contracts/categories';
import { call } from '../../support/app';
import { count, makeUser } from '../../support/users';
import { signedIn, testApp } from '../../support/helper';
import { cancel, placeOrder } from '../commerce/order-support';

const t = testApp({ artworks: 2 });
const artist = signedIn(t, { role: ROLES.artist });
const otherArtist = signedIn(t, { role: ROLES.verifiedArtist });
const member = signedIn(t, { role: ROLES.user });
let painting: Category;
let oil: Category;

beforeAll(async () => {
  const cats = (await call(t, 'GET', '/api/categories')).body.message as Category[];
  painting = cats.find((c) => c.slug === 'painting')!;
  oil = cats.find((c) => c.slug === 'oil')!;
});

const picture = (format: 'jpeg' | 'png' | 'webp', width = 900, height = 600, colour = '#984B48') =>
  sharp({ create: { width, height, channels: 3, background: colour } })[format]().toBuffer();

type FileSpec = { field: 'image' | 'images[]'; data: Buffer; name?: string; type?: string };

function form(fields: Record<string, string | string[]>, files: FileSpec[] = []): FormData {
  const body = new FormData();
  for (const f of files) body.append(f.field, new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/jpeg' }), f.name ?? 'photo.jpg');
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
  return body;
}

/** The answer to a value over its limit: the text says the limit ('Stock must be at most 50'). */
const atMost = (key: 'artworkStockMax' | 'artworkHeightMax' | 'artworkWidthMax' | 'artworkBreadthMax' | 'artworkWeightMax' | 'artworkTagsMax', max: number) =>
  withValues(MSG_CODED[key], { max });

const baseFields = () => ({
  name: 'Monsoon Over Patan',
  description: 'Layered oils on canvas.',
  'categories[]': [painting._id, oil._id],
  'tags[]': ['monsoon', 'patan'],
  price: '25000',
  stock: '2',
  'attributes[width]': '30',
  'attributes[height]': '20',
});

async function send(pathName: string, body: FormData | undefined, token?: string) {
  const res = await fetch(`${t.url}${pathName}`, { method: 'POST', body, headers: token ? { authorization: `JWT ${token}` } : {} });
  return { statusCode: res.status, body: (await res.json()) as Record<string, unknown> };
}

function storedFiles(): string[] {
  const dir = path.join(t.config.uploadsDir, 'artworks');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/** Rows and files, to prove a refused request wrote nothing. */
async function snapshot() {
  return {
    artworks: await count(t, 'select 1 from artworks'),
    images: await count(t, 'select 1 from artwork_images'),
    categories: await count(t, 'select 1 from artwork_categories'),
    files: storedFiles(),
    rows: await t.db.many('select id, slug, name, description, price_paisa, stock, tags, width, height from artworks order by id'),
    imageRows: await t.db.many('select artwork_id, position, slug, alt, is_cover from artwork_images order by artwork_id, position'),
  };
}

const product = async (slug: string) => (await call(t, 'GET', `/api/product/${slug}`)).body.message as Artwork;

async function uploadThree(token = artist.token, pathName = '/api/artwork/upload'): Promise<Artwork> {
  const res = await send(
    pathName,
    form({ ...baseFields(), imageAlt: 'The cover', 'imagesAlt[]': ['Detail one', ''] }, [
      { field: 'image', data: await picture('jpeg') },
      { field: 'images[]', data: await picture('png', 500, 700, '#264653'), name: 'b.png', type: 'image/png' },
      { field: 'images[]', data: await picture('webp', 2000, 1000, '#E9C46A'), name: 'c.webp', type: 'image/webp' },
    ]),
    token,
  );
  expect(res.statusCode).toBe(200);
  expect(res.body).toMatchObject({ status: 'success', message: MSG.artworkUploaded, code: 'common.artworkUploaded', data: { productSlug: expect.any(String) } });
  return product((res.body.data as { productSlug: string }).productSlug);
}

describe('upload', () => {
  it('stores a work with three pictures in three webp sizes, alt texts, categories, tags and dimensions', async () => {
    const before = storedFiles().length;
    const work = await uploadThree();
    expect(work).toMatchObject({
      name: 'Monsoon Over Patan',
      description: 'Layered oils on canvas.',
      price: 25000,
      priceField: 'NPR 25000',
      stock: 2,
      inStore: true,
      tags: ['monsoon', 'patan'],
      attributes: { width: 30, height: 20, breadth: null, weight: null },
      author: { id: artist.id },
      views: 0,
      likes: [],
    });
    expect(work.categories.map((c) => c.slug).sort()).toEqual(['oil', 'painting']);
    expect([work.image.alt, ...work.images.map((i) => i.alt)]).toEqual(['The cover', 'Detail one', 'Monsoon Over Patan']);
    for (const set of [work.image, ...work.images]) {
      expect(set.sizes.map((s) => s.sizeName)).toEqual(['thumbnail', 'gallery', 'productImage']);
      for (const s of set.sizes) {
        expect(s.fileName).toBe(`artworks/${set.slug}-${s.sizeName}.webp`);
        const meta = await sharp(path.join(t.config.uploadsDir, s.fileName)).metadata();
        expect(meta.format).toBe('webp');
        expect([meta.width, meta.height]).toEqual([s.width, s.height]);
      }
    }
    // Never enlarged: the 900 px cover keeps 900 px as productImage; the 2000 px one is cut to 1280.
    expect(work.image.sizes.map((s) => s.width)).toEqual([320, 640, 900]);
    expect(work.images[1].sizes.map((s) => s.width)).toEqual([320, 640, 1280]);
    expect(storedFiles().length).toBe(before + 9);
    // Search knows it at once.
    const found = await call(t, 'GET', '/api/search/monso');
    expect((found.body.products as Artwork[]).map((a) => a.id)).toContain(work.id);
  });

  it('takes the first of images[] as the cover when no image is sent, and lets user roles upload via /user/upload', async () => {
    const res = await send('/api/user/upload', form(baseFields(), [{ field: 'images[]', data: await picture('png'), type: 'image/png', name: 'x.png' }]), member.token);
    expect(res.statusCode).toBe(200);
    const work = await product((res.body.data as { productSlug: string }).productSlug);
    expect(work.author.id).toBe(member.id);
    expect(work.images).toEqual([]);
    expect(work.image.alt).toBe('Monsoon Over Patan');
  });

  it('keeps each family to its own calls (403) and needs a token (401)', async () => {
    const before = await snapshot();
    const body = async () => form(baseFields(), [{ field: 'image', data: await picture('jpeg') }]);
    expect(await send('/api/user/upload', await body(), artist.token)).toEqual({ statusCode: 403, body: { status: 'error', message: MSG.forbidden, code: 'common.forbidden' } });
    expect(await send('/api/artwork/upload', await body(), member.token)).toEqual({ statusCode: 403, body: { status: 'error', message: MSG.forbidden, code: 'common.forbidden' } });
    expect(await send('/api/artwork/upload', await body())).toEqual({ statusCode: 401, body: { status: 'error', message: MSG.pleaseLoginFirst, code: 'common.pleaseLoginFirst' } });
    expect((await send('/api/artwork/upload', await body(), 'forged.token.here')).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses every rule of checkArtwork with the spec's message, writing nothing", async () => {
    const jpeg = await picture('jpeg', 300, 200);
    const one: FileSpec[] = [{ field: 'image', data: jpeg }];
    const seven: FileSpec[] = [{ field: 'image', data: jpeg }, ...Array.from({ length: 6 }, () => ({ field: 'images[]' as const, data: jpeg }))];
    const cases: [Record<string, string | string[]>, FileSpec[], CodedText][] = [
      [baseFields(), [], MSG_CODED.artworkNoImage],
      [baseFields(), seven, withValues(MSG_CODED.artworkTooManyImages, { n: ARTWORK_LIMITS.images })],
      [{ ...baseFields(), name: '   ' }, one, MSG_CODED.artworkNameRequired],
      [{ ...baseFields(), 'categories[]': [] }, one, MSG_CODED.artworkCategoryRequired],
      [{ ...baseFields(), 'categories[]': ['00000000-0000-4000-8000-000000000000'] }, one, MSG_CODED.artworkCategoryRequired],
      [{ ...baseFields(), 'categories[]': ['painting'] }, one, MSG_CODED.artworkCategoryRequired],
      [{ ...baseFields(), price: '' }, one, MSG_CODED.artworkPriceRequired],
      [{ ...baseFields(), price: 'lots' }, one, MSG_CODED.artworkPriceRequired],
      [{ ...baseFields(), price: '-5' }, one, MSG_CODED.artworkPriceRequired],
      [{ ...baseFields(), price: '10000001' }, one, MSG_CODED.artworkPriceMax],
      [{ ...baseFields(), stock: '' }, one, MSG_CODED.artworkStockRequired],
      [{ ...baseFields(), stock: '1.5' }, one, MSG_CODED.artworkStockRequired],
      [{ ...baseFields(), stock: '51' }, one, atMost('artworkStockMax', ARTWORK_LIMITS.stock)],
      [{ ...baseFields(), 'attributes[height]': '241' }, one, atMost('artworkHeightMax', ARTWORK_LIMITS.height)],
      [{ ...baseFields(), 'attributes[width]': '241' }, one, atMost('artworkWidthMax', ARTWORK_LIMITS.width)],
      [{ ...baseFields(), 'attributes[breadth]': '121' }, one, atMost('artworkBreadthMax', ARTWORK_LIMITS.breadth)],
      [{ ...baseFields(), 'attributes[weight]': '241' }, one, atMost('artworkWeightMax', ARTWORK_LIMITS.weight)],
      [{ ...baseFields(), 'attributes[weight]': 'heavy' }, one, atMost('artworkWeightMax', ARTWORK_LIMITS.weight)],
      [{ ...baseFields(), 'tags[]': Array.from({ length: 11 }, (_v, i) => `t${i}`) }, one, atMost('artworkTagsMax', ARTWORK_LIMITS.tags)],
      [{ ...baseFields(), name: 'x'.repeat(201) }, one, MSG_CODED.invalidInput],
    ];
    const before = await snapshot();
    for (const [fields, files, text] of cases) {
      const res = await send('/api/artwork/upload', form(fields, files), artist.token);
      expect({ fields: fields.name, res }).toEqual({ fields: fields.name, res: { statusCode: 400, body: { status: 'error', ...text } } });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('checks pictures by content: a text file named .jpg, a corrupt JPEG, a 30 MB file and a decompression bomb', async () => {
    const before = await snapshot();
    const text = Buffer.from('just some text pretending to be a photo\n'.repeat(50));
    const notImage = await send('/api/artwork/upload', form(baseFields(), [{ field: 'image', data: text, name: 'photo.jpg', type: 'image/jpeg' }]), artist.token);
    expect(notImage).toEqual({ statusCode: 400, body: { status: 'error', message: MSG.imageTypeInvalid, code: 'common.imageTypeInvalid' } });

    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]);
    expect((await send('/api/artwork/upload', form(baseFields(), [{ field: 'image', data: corrupt }]), artist.token)).body).toEqual({
      status: 'error',
      message: MSG.imageTypeInvalid,
      code: 'common.imageTypeInvalid',
    });

    // A good cover and, second, a GIF (not accepted).
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const mixed = form(baseFields(), [{ field: 'image', data: await picture('jpeg') }, { field: 'images[]', data: gif, name: 'x.gif', type: 'image/gif' }]);
    expect((await send('/api/artwork/upload', mixed, artist.token)).body.message).toBe(MSG.imageTypeInvalid);

    const huge = Buffer.alloc(30 * 1024 * 1024, 0);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooLarge = await send('/api/artwork/upload', form(baseFields(), [{ field: 'image', data: huge }]), artist.token);
    expect(tooLarge).toEqual({ statusCode: 413, body: { status: 'error', message: formatMsg('imageTooLarge', { n: ARTWORK_LIMITS.imageBytes / 1024 / 1024 }), code: 'common.imageTooLarge', values: { n: ARTWORK_LIMITS.imageBytes / 1024 / 1024 } } });

    const bomb = await pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(1024);
    const bombed = await send('/api/artwork/upload', form(baseFields(), [{ field: 'image', data: bomb, name: 'bomb.png', type: 'image/png' }]), artist.token);
    expect(bombed).toEqual({ statusCode: 400, body: { status: 'error', message: MSG.imageTooManyPixels, code: 'common.imageTooManyPixels' } });

    // Just over our own guard (40 MP), below sharp's default limit: refused from the header, never decoded.
    const real = await pngClaiming(8000, 5001);
    expect((await send('/api/artwork/upload', form(baseFields(), [{ field: 'image', data: real, name: 'big.png', type: 'image/png' }]), artist.token)).body.message).toBe(
      MSG.imageTooManyPixels,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a body that is not multipart and file fields it does not know', async () => {
    const before = await snapshot();
    expect((await call(t, 'POST', '/api/artwork/upload', { name: 'x' }, artist.token)).statusCode).toBeGreaterThanOrEqual(400);
    const odd = form(baseFields(), [{ field: 'image', data: await picture('jpeg') }]);
    odd.append('virus', new Blob([new Uint8Array([1, 2, 3])]), 'x.exe');
    expect((await send('/api/artwork/upload', odd, artist.token)).body).toEqual({ status: 'error', message: MSG.invalidInput, code: 'common.invalidInput' });
    expect(await snapshot()).toEqual(before);
  });

  it('accepts only plain decimal numbers: no hex, octal, exponents, signs, or a third decimal in a price', async () => {
    const one: FileSpec[] = [{ field: 'image', data: await picture('jpeg', 300, 200) }];
    const cases: [Record<string, string>, CodedText][] = [
      [{ price: '0x10' }, MSG_CODED.artworkPriceRequired],
      [{ price: '1e3' }, MSG_CODED.artworkPriceRequired],
      [{ price: '0.001' }, MSG_CODED.artworkPriceRequired],
      [{ price: '+5' }, MSG_CODED.artworkPriceRequired],
      [{ price: 'Infinity' }, MSG_CODED.artworkPriceRequired],
      [{ stock: '0o7' }, MSG_CODED.artworkStockRequired],
      [{ stock: '1e1' }, MSG_CODED.artworkStockRequired],
      [{ stock: '0b1' }, MSG_CODED.artworkStockRequired],
      [{ 'attributes[height]': '0x10' }, atMost('artworkHeightMax', ARTWORK_LIMITS.height)],
      [{ 'attributes[weight]': '1e2' }, atMost('artworkWeightMax', ARTWORK_LIMITS.weight)],
    ];
    const before = await snapshot();
    for (const [fields, text] of cases) {
      const res = await send('/api/artwork/upload', form({ ...baseFields(), ...fields }, one), artist.token);
      expect({ fields, res }).toEqual({ fields, res: { statusCode: 400, body: { status: 'error', ...text } } });
    }
    expect(await snapshot()).toEqual(before);
    const ok = await send('/api/artwork/upload', form({ ...baseFields(), price: ' 25000.50 ', stock: '007' }, one), artist.token);
    const work = await product((ok.body.data as { productSlug: string }).productSlug);
    expect(await t.db.one('select price_paisa, stock from artworks where id = $1', [work.id])).toEqual({ price_paisa: 2500050, stock: 7 });
    // Answered in NPR to the paisa, as the order will charge it (not rounded to 25001).
    expect(work).toMatchObject({ price: 25000.5, priceField: 'NPR 25000.5' });
  });

  it('answers broken multipart with 400: no boundary, a wrong one, a truncated body', async () => {
    const before = await snapshot();
    const body = `--b0undary\r\nContent-Disposition: form-data; name="name"\r\n\r\nBroken\r\n--b0undary--\r\n`;
    const cases: [string, string][] = [
      ['multipart/form-data', body],
      ['multipart/form-data; boundary=wrong', body],
      ['multipart/form-data; boundary=b0undary', body.slice(0, 50)],
      ['multipart/form-data; boundary=b0undary', `--b0undary\r\nContent-Disposition: form-data; name="image"; filename="x.jpg"\r\n\r\n\u00ff\u00d8`],
    ];
    for (const [type, text] of cases) {
      const res = await fetch(`${t.url}/api/artwork/upload`, { method: 'POST', headers: { 'content-type': type, authorization: `JWT ${artist.token}` }, body: text });
      expect({ type, status: res.status, body: await res.json() }).toEqual({ type, status: 400, body: { status: 'error', message: MSG.invalidInput, code: 'common.invalidInput' } });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('removes the files it stored when the transaction fails', async () => {
    // Make the database refuse the image rows of this one upload.
    await t.db.exec(`create function refuse_image() returns trigger language plpgsql as $$
      begin if new.alt = 'refuse me' then raise exception 'refused for the test'; end if; return new; end $$;
      create trigger refuse_image before insert on artwork_images for each row execute function refuse_image();`);
    try {
      const before = await snapshot();
      const res = await send('/api/artwork/upload', form({ ...baseFields(), imageAlt: 'refuse me' }, [{ field: 'image', data: await picture('jpeg') }]), artist.token);
      expect(res).toEqual({ statusCode: 500, body: { status: 'error', message: MSG.somethingWrong, code: 'common.somethingWrong', requestId: expect.any(String) } });
      expect(await snapshot()).toEqual(before);
    } finally {
      await t.db.exec('drop trigger refuse_image on artwork_images; drop function refuse_image();');
    }
  });
});

/** A tiny PNG whose header claims width x height: a decompression bomb as far as any decoder knows. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } }).png().toBuffer();
  // IHDR data starts at byte 16: width (4 bytes), height (4 bytes); its CRC follows the 13 data bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('edit', () => {
  it('replaces fields, keeps and reorders images, adds new ones and removes the dropped files', async () => {
    const work = await uploadThree();
    const [cover, second, third] = [work.image, ...work.images];
    const body = form(
      {
        ...baseFields(),
        name: 'Monsoon Over Patan II',
        price: '0',
        stock: '0',
        'tags[]': [],
        'attributes[width]': '',
        'oldImages[]': [second.slug, third.slug],
        'oldImagesAlt[]': ['Second, now the cover', ''],
        cover: third.slug,
        'imagesAlt[]': ['A new detail'],
      },
      [{ field: 'images[]', data: await picture('jpeg', 400, 400, '#1D3557') }],
    );
    const res = await send(`/api/artwork/edit/${work.id}`, body, artist.token);
    expect(res).toEqual({ statusCode: 200, body: { status: 'success', message: MSG.artworkUpdated, code: 'common.artworkUpdated', data: { productSlug: work.slug } } });
    const after = await product(work.slug);
    expect(after).toMatchObject({ name: 'Monsoon Over Patan II', price: 0, priceField: 'Not For Sale', stock: 0, inStore: false, tags: [] });
    expect(after.attributes.width).toBeNull();
    // Cover first, then the kept ones in order, then the new one.
    expect([after.image.slug, ...after.images.map((i) => i.slug)].slice(0, 2)).toEqual([third.slug, second.slug]);
    expect(after.images).toHaveLength(2);
    expect(after.images[0].alt).toBe('Second, now the cover');
    expect(after.image.alt).toBe('Monsoon Over Patan II');
    expect(after.images[1].alt).toBe('A new detail');
    // The dropped cover's files are gone; the kept ones stay.
    for (const s of cover.sizes) expect(existsSync(path.join(t.config.uploadsDir, s.fileName))).toBe(false);
    for (const s of [...second.sizes, ...after.images[1].sizes]) expect(existsSync(path.join(t.config.uploadsDir, s.fileName))).toBe(true);
  });

  it('takes a new image as the cover', async () => {
    const work = await uploadThree();
    const body = form({ ...baseFields(), 'oldImages[]': [work.image.slug], imageAlt: 'Fresh cover' }, [{ field: 'image', data: await picture('png'), type: 'image/png', name: 'n.png' }]);
    expect((await send(`/api/artwork/edit/${work.id}`, body, artist.token)).statusCode).toBe(200);
    const after = await product(work.slug);
    expect(after.image.alt).toBe('Fresh cover');
    expect(after.images.map((i) => i.slug)).toEqual([work.image.slug]);
  });

  it("refuses someone else's work (403), an unknown one (404), the other family (403), no token (401) and bad input (400), changing nothing", async () => {
    const work = await uploadThree();
    const edit = async (id: string, token: string | undefined, fields: Record<string, string | string[]> = {}, pathName = '/api/artwork/edit/') =>
      send(`${pathName}${id}`, form({ ...baseFields(), name: 'Stolen', 'oldImages[]': [work.image.slug], ...fields }), token);
    const before = await snapshot();
    expect(await edit(work.id, otherArtist.token)).toEqual({ statusCode: 403, body: { status: 'error', message: MSG.forbidden, code: 'common.forbidden' } });
    expect(await edit(work.id, member.token, {}, '/api/user/edit/')).toEqual({ statusCode: 403, body: { status: 'error', message: MSG.forbidden, code: 'common.forbidden' } });
    expect(await edit(work.id, artist.token, {}, '/api/user/edit/')).toEqual({ statusCode: 403, body: { status: 'error', message: MSG.forbidden, code: 'common.forbidden' } });
    expect(await edit(work.id, undefined)).toEqual({ statusCode: 401, body: { status: 'error', message: MSG.pleaseLoginFirst, code: 'common.pleaseLoginFirst' } });
    expect(await edit('00000000-0000-4000-8000-000000000000', artist.token)).toEqual({ statusCode: 404, body: { status: 'not-found', message: MSG.artworkUnavailable, code: 'common.artworkUnavailable' } });
    expect((await edit('not-an-id', artist.token)).statusCode).toBe(404);
    expect(await edit(work.id, artist.token, { 'oldImages[]': ['someone-elses-image'] })).toEqual({ statusCode: 400, body: { status: 'error', message: MSG.invalidInput, code: 'common.invalidInput' } });
    expect(await edit(work.id, artist.token, { 'oldImages[]': [] })).toEqual({ statusCode: 400, body: { status: 'error', message: MSG.artworkNoImage, code: 'common.artworkNoImage' } });
    expect(await edit(work.id, artist.token, { stock: '99' })).toEqual({ statusCode: 400, body: { status: 'error', message: 'Stock must be at most 50', code: 'common.artworkStockMax', values: { max: 50 } } });
    const text = form({ ...baseFields(), 'oldImages[]': [work.image.slug] }, [{ field: 'images[]', data: Buffer.from('not an image'), name: 'x.jpg' }]);
    expect((await send(`/api/artwork/edit/${work.id}`, text, artist.token)).body.message).toBe(MSG.imageTypeInvalid);
    expect(await snapshot()).toEqual(before);
    expect((await product(work.slug)).name).toBe('Monsoon Over Patan');
  });
});

describe('edit while orders come in', () => {
  const editStock = (work: Artwork, fields: Record<string, string>) =>
    send(`/api/artwork/edit/${work.id}`, form({ ...baseFields(), name: 'Monsoon Over Patan, typo fixed', 'oldImages[]': [work.image.slug], ...fields }), artist.token);

  it("keeps what an order took while the edit page was open: the page's stockWas moves the stock by the artist's change", async () => {
    const work = await uploadThree();
    expect(work.stock).toBe(2);
    // A buyer orders one while the artist's edit page shows 2.
    const order = await placeOrder(t, member, [work.id]);
    expect(order.statusCode).toBe(200);
    expect((await product(work.slug)).stock).toBe(1);
    // The artist fixes a typo and saves, the stock field untouched: the order keeps its piece.
    expect((await editStock(work, { stock: '2', stockWas: '2' })).statusCode).toBe(200);
    expect(await product(work.slug)).toMatchObject({ name: 'Monsoon Over Patan, typo fixed', stock: 1 });
    // Raising it by three from what the page showed adds three to what is left; lowering it below what
    // orders took leaves none, and the rule's 50 is never passed.
    expect((await editStock(work, { stock: '5', stockWas: '2' })).statusCode).toBe(200);
    expect((await product(work.slug)).stock).toBe(4);
    expect((await editStock(work, { stock: '0', stockWas: '5' })).statusCode).toBe(200);
    expect((await product(work.slug)).stock).toBe(0);
    expect((await editStock(work, { stock: '50', stockWas: '0' })).statusCode).toBe(200);
    expect((await editStock(work, { stock: '50', stockWas: '49' })).statusCode).toBe(200);
    expect((await product(work.slug)).stock).toBe(50);
    // The buyer cancels: the piece comes back, but a work has at most 50.
    expect((await cancel(t, member, order.body.orderId)).statusCode).toBe(200);
    expect((await product(work.slug)).stock).toBe(50);
  });

  it('sets the stock as sent without stockWas (the contract for API clients), and refuses a stockWas that is not a count, changing nothing', async () => {
    const work = await uploadThree();
    expect((await placeOrder(t, member, [work.id])).statusCode).toBe(200);
    expect((await editStock(work, { stock: '2' })).statusCode).toBe(200);
    expect((await product(work.slug)).stock).toBe(2);
    const before = await snapshot();
    for (const stockWas of ['-1', '1.5', 'x', '0x2']) {
      expect(await editStock(work, { stock: '3', stockWas })).toEqual({ statusCode: 400, body: { status: 'error', message: MSG.invalidInput, code: 'common.invalidInput' } });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('delete', () => {
  it("refuses someone else's work and the other family, then deletes the author's work with its likes, comments, cart lines and files", async () => {
    const work = await uploadThree();
    const fan = await makeUser(t);
    await call(t, 'POST', `/api/like/product/${work.id}`, undefined, fan.token);
    await call(t, 'POST', '/api/v2/artwork/comment/new', { comment: 'Wow', product: work.id }, fan.token);
    expect((await call(t, 'POST', '/api/cart/addItem', { product_id: work.id, quantity: 1 }, fan.token)).statusCode).toBe(200);
    const files = [work.image, ...work.images].flatMap((i) => i.sizes.map((s) => path.join(t.config.uploadsDir, s.fileName)));

    const before = await snapshot();
    expect(await send(`/api/artwork/delete/${work.id}`, undefined, otherArtist.token)).toEqual({ statusCode: 403, body: { status: 'error', message: MSG.forbidden, code: 'common.forbidden' } });
    expect(await send(`/api/user/del/${work.id}`, undefined, member.token)).toEqual({ statusCode: 403, body: { status: 'error', message: MSG.forbidden, code: 'common.forbidden' } });
    expect(await send(`/api/user/del/${work.id}`, undefined, artist.token)).toEqual({ statusCode: 403, body: { status: 'error', message: MSG.forbidden, code: 'common.forbidden' } });
    expect(await send(`/api/artwork/delete/${work.id}`, undefined)).toEqual({ statusCode: 401, body: { status: 'error', message: MSG.pleaseLoginFirst, code: 'common.pleaseLoginFirst' } });
    expect(await snapshot()).toEqual(before);

    expect(await send(`/api/artwork/delete/${work.id}`, undefined, artist.token)).toEqual({ statusCode: 200, body: { status: 'success', message: MSG.artworkDeleted, code: 'common.artworkDeleted' } });
    expect((await call(t, 'GET', `/api/product/${work.slug}`)).statusCode).toBe(404);
    for (const table of ['likes', 'artwork_comments', 'cart_items', 'artwork_images', 'artwork_categories']) {
      expect(await count(t, `select 1 from ${table} where artwork_id = $1`, [work.id])).toBe(0);
    }
    for (const f of files) expect(existsSync(f)).toBe(false);
    expect(await send(`/api/artwork/delete/${work.id}`, undefined, artist.token)).toEqual({ statusCode: 404, body: { status: 'not-found', message: MSG.artworkUnavailable, code: 'common.artworkUnavailable' } });
  });

  it('lets a user delete their own work via /user/del', async () => {
    const res = await send('/api/user/upload', form(baseFields(), [{ field: 'image', data: await picture('jpeg') }]), member.token);
    const slug = (res.body.data as { productSlug: string }).productSlug;
    const work = await product(slug);
    expect(await send(`/api/user/del/${work.id}`, undefined, member.token)).toEqual({ statusCode: 200, body: { status: 'success', message: MSG.artworkDeleted, code: 'common.artworkDeleted' } });
  });
});

describe('media', () => {
  it('streams stored files through /api/mediafile and refuses paths outside the store', async () => {
    const [file] = storedFiles();
    const res = await fetch(`${t.url}/api/mediafile/artworks/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('webp');
    expect((await fetch(`${t.url}/api/mediafile/artworks/no-such-file.webp`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/mediafile/artworks/%2e%2e/%2e%2e/package.json`)).status).toBe(404);
  });
});
