import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ARTWORK_LIMITS, DialogHost, MSG, formatMsg, i18n } from '@kala/shared';
import { fakeNetwork, imageSet, loginAs, makeArtwork, makeUser, requests, resetSession, snackTexts, type FakeReply } from '@kala/shared/testing';
import { categories } from '../test/fixtures';
import { renderAt } from '../test/render';

const artist = makeUser({ _id: 'a1', id: 'a1', name: 'Sita Shrestha', slug: 'sita-shrestha', role: 11 });
const allCategories = [...categories, { _id: 'c4', name: 'Portrait', slug: 'portrait', parent: 'c2' }];
const png = (name: string, bytes = 10) => new File(['x'.repeat(bytes)], name, { type: 'image/png' });

type Routes = Record<string, (url: string) => FakeReply | Promise<FakeReply>>;
function serve(routes: Routes = {}, artwork = makeArtwork(1)) {
  fakeNetwork(({ url }) => {
    const override = Object.keys(routes).find((prefix) => url.startsWith(prefix));
    if (override) return routes[override](url);
    if (url === '/categories') return { body: { status: 'success', message: allCategories } };
    if (url === `/product/${artwork.slug}`) return { body: { status: 'success', message: artwork } };
    return { status: 404, body: { status: 'not-found', message: 'Not found' } };
  });
}

const location = () => screen.getByTestId('location').textContent;
const lastSnack = () => snackTexts().at(-1);
const formBody = (url: string) => requests.find((r) => r.url === url)?.data as FormData;
const stripNames = () => screen.getAllByTestId('strip-item').map((item) => item.querySelector('img')?.getAttribute('alt'));

beforeAll(() => {
  Object.assign(URL, { createObjectURL: jest.fn((f: File) => `blob:${f.name}`), revokeObjectURL: jest.fn() });
});
afterEach(() => {
  resetSession();
  act(() => void i18n.changeLanguage('en'));
});

/** /upload as `who`, the network serving `routes`, with a valid work filled in: the user-event session. */
async function openFilledUpload(routes: Routes, who = artist) {
  serve(routes);
  loginAs(who);
  const user = userEvent.setup();
  renderAt('/upload');
  await user.upload(screen.getByTestId('image-input'), [png('a.png'), png('b.png'), png('c.png')]);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Phewa at noon');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Oil on canvas.');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Main category' }), 'Painting');
  await user.type(screen.getByRole('spinbutton', { name: 'Price (NPR)' }), '25000');
  await user.type(screen.getByRole('spinbutton', { name: 'Stock' }), '1');
  return user;
}

describe('upload form', () => {
  /** The message shown under a field, through its aria-describedby. */
  const messageOf = (field: HTMLElement) =>
    (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
      .find((el) => el?.hasAttribute('data-field-error'))?.textContent ?? null;

  it('shows every missing field’s message beside it at once, focuses the first, and toasts the first once', async () => {
    serve();
    loginAs(artist);
    const user = userEvent.setup();
    renderAt('/upload');
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload Artwork' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Upload' });
    const images = screen.getByTestId('image-input');
    const name = screen.getByRole('textbox', { name: 'Name' });
    const category = await screen.findByRole('combobox', { name: 'Main category' });
    const price = screen.getByRole('spinbutton', { name: 'Price (NPR)' });
    const stock = screen.getByRole('spinbutton', { name: 'Stock' });

    await user.click(submit);
    await user.click(submit);
    expect(messageOf(images)).toBe(MSG.artworkNoImage);
    expect(messageOf(name)).toBe(MSG.artworkNameRequired);
    expect(messageOf(category)).toBe(MSG.artworkCategoryRequired);
    expect(messageOf(price)).toBe(MSG.artworkPriceRequired);
    expect(messageOf(stock)).toBe(MSG.artworkStockRequired);
    for (const field of [images, name, category, price, stock]) expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(images).toHaveFocus();
    // The spec's toast for the first message, once, however often the visitor presses Upload.
    expect(snackTexts()).toEqual([MSG.artworkNoImage]);

    // Fixing a field takes its message (and the toast that carried it) away; the others stay.
    await user.upload(images, png('a.png'));
    expect(snackTexts()).toEqual([]);
    await user.type(name, 'Phewa');
    expect(messageOf(name)).toBeNull();
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(messageOf(price)).toBe(MSG.artworkPriceRequired);

    await user.click(submit);
    expect(category).toHaveFocus();
    expect(snackTexts()).toEqual([MSG.artworkCategoryRequired]);
    expect(requests.some((r) => r.url.includes('upload'))).toBe(false);
  });

  it('says each limit by its field, the weight in the limit the server enforces', async () => {
    serve();
    loginAs(artist);
    const user = userEvent.setup();
    renderAt('/upload');
    await screen.findByRole('heading', { level: 1, name: 'Upload Artwork' });
    for (const [label, value, message] of [
      ['Price (NPR)', '10000001', MSG.artworkPriceMax],
      ['Stock', '51', formatMsg('artworkStockMax', { max: ARTWORK_LIMITS.stock })],
      ['Height (in)', '241', formatMsg('artworkHeightMax', { max: ARTWORK_LIMITS.height })],
      ['Width (in)', '241', formatMsg('artworkWidthMax', { max: ARTWORK_LIMITS.width })],
      ['Breadth (in)', '121', formatMsg('artworkBreadthMax', { max: ARTWORK_LIMITS.breadth })],
      ['Weight (kg)', '241', formatMsg('artworkWeightMax', { max: ARTWORK_LIMITS.weight })],
    ] as const) {
      await user.type(screen.getByRole('spinbutton', { name: label }), value);
      await user.click(screen.getByRole('button', { name: 'Upload' }));
      expect(messageOf(screen.getByRole('spinbutton', { name: label }))).toBe(message);
    }
    expect(formatMsg('artworkWeightMax', { max: ARTWORK_LIMITS.weight })).toBe('Weight must be at most 240 kg');
    await user.type(screen.getByRole('spinbutton', { name: 'Weight (kg)' }), '{Backspace}');
    expect(messageOf(screen.getByRole('spinbutton', { name: 'Weight (kg)' }))).toBeNull();
  });

  it('shows the rule messages in the visitor’s language', async () => {
    serve();
    loginAs(artist);
    renderAt('/upload');
    await act(() => i18n.changeLanguage('ne'));
    const form = await screen.findByRole('heading', { level: 1 });
    expect(form).not.toHaveTextContent('Upload Artwork');
    await userEvent.upload(screen.getByTestId('image-input'), Array.from({ length: 7 }, (_, i) => png(`${i}.png`)));
    // A filled-in message is translated before it reaches the snack; the count is the spec's 6.
    expect(lastSnack()).toBe(i18n.t('msg.artworkTooManyImages', { n: 6 }));
    expect(lastSnack()).not.toBe('You can only upload 6 images');
  });

  it('takes up to 6 images and refuses the rest', async () => {
    serve();
    loginAs(artist);
    renderAt('/upload');
    await userEvent.upload(await screen.findByTestId('image-input'), Array.from({ length: 7 }, (_, i) => png(`${i}.png`)));
    expect(lastSnack()).toBe('You can only upload 6 images');
    expect(screen.getAllByTestId('strip-item')).toHaveLength(6);
    expect(screen.queryByTestId('image-input')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove (Image 6 of 6)' }));
    expect(screen.getAllByTestId('strip-item')).toHaveLength(5);
    expect(screen.getByTestId('image-input')).toBeInTheDocument();
  });

  it('refuses a file that is not JPEG, PNG or WebP', async () => {
    serve();
    loginAs(artist);
    renderAt('/upload');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByTestId('image-input'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(lastSnack()).toBe(MSG.imageTypeInvalid);
    expect(screen.queryAllByTestId('strip-item')).toHaveLength(0);
  });

  it('marks the first image Cover; Make Cover moves another one first', async () => {
    serve();
    loginAs(artist);
    renderAt('/upload');
    await userEvent.upload(await screen.findByTestId('image-input'), [png('a.png'), png('b.png'), png('c.png')]);
    expect(stripNames()).toEqual(['a.png', 'b.png', 'c.png']);
    const items = screen.getAllByTestId('strip-item');
    expect(within(items[0]).getByText('Cover')).toBeInTheDocument();
    expect(within(items[0]).queryByRole('button', { name: /Make Cover/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Make Cover (Image 2 of 3)' }));
    expect(stripNames()).toEqual(['b.png', 'a.png', 'c.png']);
    expect(within(screen.getAllByTestId('strip-item')[0]).getByText('Cover')).toBeInTheDocument();
    expect(screen.getAllByText('Cover')).toHaveLength(1);
  });

  it('offers the sub categories of the chosen main category only', async () => {
    serve();
    loginAs(artist);
    renderAt('/upload');
    const main = await screen.findByRole('combobox', { name: 'Main category' });
    await waitFor(() => expect(within(main).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a category', 'Painting', 'Photography']));
    const sub = screen.getByRole('combobox', { name: 'Sub category' });
    expect(sub).toBeDisabled();
    await userEvent.selectOptions(main, 'Photography');
    expect(within(sub).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a sub category', 'Portrait']);
    await userEvent.selectOptions(sub, 'Portrait');
    await userEvent.selectOptions(main, 'Painting');
    expect(sub).toHaveValue('');
  });

  it('disables the tag input at 10 tags, and sends tags only when there are 1 to 9', async () => {
    const user = await openFilledUpload({ '/artwork/upload': () => ({ body: { status: 'success', message: MSG.artworkUploaded, data: { productSlug: 'phewa' } } }) });
    const tags = screen.getByRole('textbox', { name: 'Add a tag' });
    for (let i = 1; i <= 9; i++) await user.type(tags, `tag${i}{Enter}`);
    expect(tags).toBeEnabled();
    await user.type(tags, 'tag10,');
    expect(within(screen.getByRole('list', { name: 'Added tags' })).getAllByRole('listitem')).toHaveLength(10);
    expect(tags).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove tag tag10' }));
    expect(tags).toBeEnabled();
    await user.type(tags, 'tag10{Enter}');
    expect(tags).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(formBody('/artwork/upload')).toBeDefined());
    expect(formBody('/artwork/upload').getAll('tags[]')).toEqual([]);
  });

  it('sends the multipart fields of the contract, then says so and opens the new work', async () => {
    const user = await openFilledUpload({ '/artwork/upload': () => ({ body: { status: 'success', message: MSG.artworkUploaded, data: { productSlug: 'phewa-at-noon' } } }) });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sub category' }), 'Watercolour');
    await user.type(screen.getByRole('spinbutton', { name: 'Height (in)' }), '36');
    await user.type(screen.getByRole('spinbutton', { name: 'Weight (kg)' }), '2.5');
    await user.type(screen.getByRole('textbox', { name: 'Add a tag' }), 'lake{Enter}');
    await user.click(screen.getByRole('button', { name: 'Make Cover (Image 2 of 3)' }));
    const alts = screen.getAllByRole('textbox', { name: 'Image description' });
    await user.type(alts[1], 'The first sketch');
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(location()).toBe('/artwork/phewa-at-noon'));
    expect(snackTexts()).toContain(MSG.artworkUploaded);
    const body = formBody('/artwork/upload');
    expect((body.get('image') as File).name).toBe('b.png');
    // Untyped alt texts go blank: the server describes those images by the work's name, whatever it becomes.
    expect(body.get('imageAlt')).toBe('');
    expect((body.getAll('images[]') as File[]).map((f) => f.name)).toEqual(['a.png', 'c.png']);
    expect(body.getAll('imagesAlt[]')).toEqual(['The first sketch', '']);
    expect(body.getAll('oldImages[]')).toEqual([]);
    expect(body.get('name')).toBe('Phewa at noon');
    expect(body.get('description')).toBe('Oil on canvas.');
    expect(body.getAll('categories[]')).toEqual(['c1', 'c3']);
    expect(body.getAll('tags[]')).toEqual(['lake']);
    expect(body.get('price')).toBe('25000');
    expect(body.get('stock')).toBe('1');
    expect(body.has('stockWas')).toBe(false);
    expect(body.get('attributes[height]')).toBe('36');
    expect(body.get('attributes[weight]')).toBe('2.5');
    expect(body.has('attributes[width]')).toBe(false);
  });

  it('uses the user family of calls for a regular user, and their /art page', async () => {
    const user = await openFilledUpload({ '/user/upload': () => ({ body: { status: 'success', data: { productSlug: 'my-sketch' } } }) }, makeUser());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(location()).toBe('/art/my-sketch'));
    expect(requests.some((r) => r.url === '/artwork/upload')).toBe(false);
  });

  it('shows the server’s refusal and stays on the form', async () => {
    const user = await openFilledUpload({ '/artwork/upload': () => ({ status: 413, body: { status: 'error', message: 'Each image must be less than 10 MB' } }) });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(lastSnack()).toBe('Each image must be less than 10 MB'));
    expect(location()).toBe('/upload');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });
});

describe('edit form', () => {
  const work = makeArtwork(1, {
    image: imageSet('main'),
    images: [imageSet('main'), imageSet('side')],
    categories: [
      { _id: 'c1', name: 'Painting', slug: 'painting', parent: null },
      { _id: 'c3', name: 'Watercolour', slug: 'watercolour', parent: 'c1' },
    ],
    tags: ['himalaya'],
  });

  it('sends anyone but the author to the artwork page', async () => {
    serve({}, work);
    loginAs(makeUser());
    renderAt('/artwork/work-1/edit');
    await waitFor(() => expect(location()).toBe('/artwork/work-1'));
    expect(screen.queryByRole('heading', { name: 'Edit Artwork' })).toBeNull();
  });

  it('lets an image nobody described follow a rename (its alt was the old name)', async () => {
    const plain = makeArtwork(1, { image: { ...imageSet('main'), alt: 'Work number 1' }, images: [], categories: work.categories });
    serve({ '/artwork/edit/': () => ({ body: { status: 'success', data: { productSlug: 'work-1' } } }) }, plain);
    loginAs(artist);
    const user = userEvent.setup();
    renderAt('/artwork/work-1/edit');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.getByRole('textbox', { name: 'Image description' })).toHaveValue('');
    await user.clear(name);
    await user.type(name, 'Dusk over Phewa');
    expect(stripNames()).toEqual(['Dusk over Phewa']);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(location()).toBe('/artwork/work-1'));
    expect(formBody('/artwork/edit/' + plain._id).getAll('oldImagesAlt[]')).toEqual(['']);
  });

  it('starts from the work and sends the kept images, the new cover and new files', async () => {
    serve({ '/artwork/edit/': () => ({ body: { status: 'success', data: { productSlug: 'work-1' } } }) }, work);
    loginAs(artist);
    const user = userEvent.setup();
    renderAt('/artwork/work-1/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Artwork' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Work number 1');
    expect(screen.getByRole('spinbutton', { name: 'Price (NPR)' })).toHaveValue(25000);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Main category' })).toHaveValue('c1'));
    expect(screen.getByRole('combobox', { name: 'Sub category' })).toHaveValue('c3');
    expect(stripNames()).toEqual(['main alt', 'side alt']);

    await user.upload(screen.getByTestId('image-input'), png('new.png'));
    await user.click(screen.getByRole('button', { name: 'Make Cover (Image 2 of 3)' }));
    expect(stripNames()).toEqual(['side alt', 'main alt', 'Work number 1']);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(location()).toBe('/artwork/work-1'));
    expect(snackTexts()).toContain(MSG.artworkUpdated);
    const body = formBody('/artwork/edit/id-1');
    expect(body.get('cover')).toBe('side');
    expect(body.has('image')).toBe(false);
    expect(body.getAll('oldImages[]')).toEqual(['side', 'main']);
    expect(body.getAll('oldImagesAlt[]')).toEqual(['side alt', 'main alt']);
    expect((body.getAll('images[]') as File[]).map((f) => f.name)).toEqual(['new.png']);
    expect(body.getAll('tags[]')).toEqual(['himalaya']);
    // The stock as the page opened with it goes too, so the server keeps what orders took meanwhile.
    expect(body.get('stockWas')).toBe(body.get('stock'));
  });

  it("deletes after the 'Delete Art' confirm and goes to the author's profile", async () => {
    serve({ '/artwork/delete/': () => ({ body: { status: 'success', message: 'Deleted art' } }) }, work);
    loginAs(artist);
    render(<DialogHost />);
    renderAt('/artwork/work-1/edit');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Art' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this art?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(location()).toBe('/studios/sita-shrestha'));
    expect(requests.find((r) => r.url === '/artwork/delete/id-1')?.method).toBe('POST');
    expect(snackTexts()).toContain(MSG.artworkDeleted);
  });

  it('keeps the work when the confirm is answered No', async () => {
    serve({}, work);
    loginAs(artist);
    render(<DialogHost />);
    renderAt('/artwork/work-1/edit');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Art' })).getByRole('button', { name: 'No' }));
    expect(requests.some((r) => r.url.includes('delete'))).toBe(false);
    expect(location()).toBe('/artwork/work-1/edit');
  });
});
