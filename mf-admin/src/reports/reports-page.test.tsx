import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@kala/shared';
import { fakeNetwork, renderWithProviders, snackTexts, type FakeRequest } from '@kala/shared/testing';
import type { ReportedItem } from '../api/admin-api';
import { ReportsPage } from './reports-page';

const item: ReportedItem = {
  targetType: 'feed',
  targetId: '7a1c0f2e-0000-4000-8000-000000000001',
  what: 'Buy followers cheap',
  link: '/feed/7a1c0f2e-0000-4000-8000-000000000001',
  picture: null,
  authorId: '7a1c0f2e-0000-4000-8000-000000000002',
  authorName: 'Asha',
  authorSuspended: false,
  count: 2,
  lastReported: '2026-11-25T10:00:00Z',
  reports: [
    { reporter: 'Bikash', category: 'Spam', reason: '', created: '2026-11-25T09:00:00Z' },
    { reporter: 'Mina', category: 'Other', reason: 'Scam link', created: '2026-11-25T10:00:00Z' },
  ],
};

function serve(reports: number) {
  return fakeNetwork((req: FakeRequest) => {
    if (req.url === '/admin/summary') return { body: { status: 'success', data: { reports, studioRequests: 0 } } };
    if (req.url === '/admin/reports') return { body: { status: 'success', data: [item] } };
    return { body: { status: 'success', data: null } };
  });
}

it('lists a reported post with who reported it and why, and hides it with the reason typed', async () => {
  const user = userEvent.setup();
  const requests = serve(1);
  renderWithProviders(<ReportsPage />, { url: '/admin' });
  const card = await screen.findByRole('listitem', { name: 'Buy followers cheap' });
  expect(card).toHaveTextContent('Reported 2 times');
  expect(card).toHaveTextContent('Reported by Mina: Other — Scam link');
  await user.click(within(card).getByRole('button', { name: 'Hide' }));
  const dialog = screen.getByRole('dialog', { name: 'Hide this post' });
  await user.type(within(dialog).getByLabelText('Reason'), 'Spam');
  await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
  await waitFor(() => expect(snackTexts()).toContain('Hidden. The author has been told.'));
  expect(requests.find((r) => r.method === 'POST')).toMatchObject({ url: `/admin/reports/feed/${item.targetId}/hide`, data: JSON.stringify({ reason: 'Spam' }) });
});

it("refetches the nav's count when the socket says a report arrived", async () => {
  serve(1);
  renderWithProviders(<ReportsPage />, { url: '/admin' });
  expect(await screen.findByTestId('count-reports')).toHaveTextContent('1');
  serve(2);
  act(() => bus.emit('live:admin-queue', { kind: 'report' }));
  await waitFor(() => expect(screen.getByTestId('count-reports')).toHaveTextContent('2'));
});
