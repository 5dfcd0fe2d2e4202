import '../test/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeNetwork, requests } from '@kala/shared/testing';
import { categories, listingPage } from '../test/fixtures';
import { renderAt } from '../test/render';

const location = () => screen.getByTestId('location').textContent;
/** The open dialog with this title (both dialogs are in the page; only the open one has content). */
const dialogTitled = (title: string) => screen.getAllByRole('dialog', { hidden: true }).find((d) => within(d).queryByRole('heading', { name: title, hidden: true }))!;
const serve = () => fakeNetwork(({ url }) => ({ body: url === '/categories' ? { status: 'success', message: categories } : listingPage(1, 2, 2) }));

describe('gallery on phones', () => {
  it('picks a category from a dialog, keeping the sort, and closes it', async () => {
    serve();
    renderAt('/gallery/all?sort=pricelow');
    const bar = await screen.findByTestId('gallery-mobile-bar');
    await userEvent.click(within(bar).getByRole('button', { name: /Categories/ }));
    const dialog = dialogTitled('Categories');
    expect(dialog).toBeTruthy();
    const link = await within(dialog).findByRole('link', { name: 'Photography', hidden: true });
    expect(within(dialog).getByRole('link', { name: 'All', hidden: true })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(link);
    expect(location()).toBe('/gallery/photography?sort=pricelow');
    expect(dialogTitled('Categories')).toBeUndefined();
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/v2/products/category/photography'));
  });

  it('sorts from the filter dialog; the choice goes to the URL at once', async () => {
    serve();
    renderAt('/store/all');
    const bar = await screen.findByTestId('gallery-mobile-bar');
    await userEvent.click(within(bar).getByRole('button', { name: /Filters/ }));
    const dialog = dialogTitled('Filters');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Sort by', hidden: true }), 'pricehigh');
    expect(location()).toBe('/store/all?sort=pricehigh');
    expect(within(dialog).getByRole('slider', { name: 'Maximum price', hidden: true })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show results', hidden: true }));
    expect(within(bar).getByRole('button', { name: /Filters \(on\)/ })).toBeTruthy();
    await waitFor(() => expect(requests.at(-1)?.params.orderby).toBe('pricehigh'));
  });
});
