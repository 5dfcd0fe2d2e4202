import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeNetwork, requests } from '@kala/shared/testing';
import { categories, listingPage } from '../test/fixtures';
import { renderAt } from '../test/render';

const location = () => screen.getByTestId('location').textContent;
/** The open dialog with this title (both dialogs are in the page; only the open one has content). */
const dialogTitled = (title: string) => screen.getAllByRole('dialog', { hidden: true }).find((d) => within(d).queryByRole('heading', { name: title, hidden: true }))!;
const serve = () => fakeNetwork(({ url }) => ({ body: url === '/categories' ? { status: 'success', message: categories } : listingPage(1, 2, 2) }));

/** Renders `path` with the network served: the gallery's bar for phones. */
async function phoneBar(path: string): Promise<HTMLElement> {
  serve();
  renderAt(path);
  return screen.findByTestId('gallery-mobile-bar');
}

/** Opens the bar's sheet of this title (Categories or Filters) with its button: the sheet's dialog. */
async function openSheet(bar: HTMLElement, title: 'Categories' | 'Filters'): Promise<HTMLElement> {
  await userEvent.click(within(bar).getByRole('button', { name: new RegExp(title) }));
  return dialogTitled(title);
}

describe('gallery on phones', () => {
  it('picks a category from a dialog, keeping the sort, and closes it', async () => {
    const dialog = await openSheet(await phoneBar('/gallery/all?sort=pricelow'), 'Categories');
    expect(dialog).toBeTruthy();
    const link = await within(dialog).findByRole('link', { name: 'Photography', hidden: true });
    expect(within(dialog).getByRole('link', { name: 'All', hidden: true })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(link);
    expect(location()).toBe('/gallery/photography?sort=pricelow');
    expect(dialogTitled('Categories')).toBeUndefined();
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/v2/products/category/photography'));
  });

  it('applies sort and price only on Show results; a sort alone is not a filter', async () => {
    const bar = await phoneBar('/store/all');
    const dialog = await openSheet(bar, 'Filters');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Sort by', hidden: true }), 'pricehigh');
    const calls = requests.length;
    // Nothing behind the sheet moves yet.
    expect(location()).toBe('/store/all');
    expect(requests).toHaveLength(calls);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show results', hidden: true }));
    expect(location()).toBe('/store/all?sort=pricehigh');
    await waitFor(() => expect(requests.at(-1)?.params.orderby).toBe('pricehigh'));
    expect(within(bar).getByRole('button', { name: /Filters/ })).not.toHaveTextContent(/\(on\)/i);
  });

  it('applies a new sort and a new price together: the URL keeps both', async () => {
    const bar = await phoneBar('/gallery/all');
    const dialog = await openSheet(bar, 'Filters');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Sort by', hidden: true }), 'pricehigh');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Max (NPR)', hidden: true }), '50000{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show results', hidden: true }));
    expect(location()).toBe('/gallery/all?sort=pricehigh&price=0%2C50000');
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ orderby: 'pricehigh', price: '0,50000' }));
  });

  it('drops the draft when the sheet is closed without Show results; a price turns Filters (on)', async () => {
    const bar = await phoneBar('/gallery/all');
    let dialog = await openSheet(bar, 'Filters');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Sort by', hidden: true }), 'pricelow');
    await userEvent.keyboard('{Escape}');
    expect(location()).toBe('/gallery/all');

    dialog = await openSheet(bar, 'Filters');
    expect(within(dialog).getByRole('combobox', { name: 'Sort by', hidden: true })).toHaveValue('new');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Max (NPR)', hidden: true }), '50000{Enter}');
    expect(location()).toBe('/gallery/all');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show results', hidden: true }));
    expect(location()).toBe('/gallery/all?price=0%2C50000');
    expect(within(bar).getByRole('button', { name: /Filters \(on\)/ })).toBeTruthy();
  });
});
