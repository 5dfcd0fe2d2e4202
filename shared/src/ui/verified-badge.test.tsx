import { act, render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { Heading } from './heading';
import { Skeleton } from './skeleton';
import { VerifiedBadge } from './verified-badge';

afterEach(() => act(() => void i18n.changeLanguage('en')));

test('the verified badge is an image named in the visitor language', async () => {
  render(
    <Heading level={1} size="page">
      Sita <VerifiedBadge size={18} />
    </Heading>,
  );
  const badge = screen.getByRole('img', { name: 'Verified artist' });
  expect(badge.querySelector('svg')?.getAttribute('width')).toBe('18');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sita ');
  await act(() => i18n.changeLanguage('zh'));
  expect(screen.queryByRole('img', { name: 'Verified artist' })).toBeNull();
});

test('a skeleton takes its size and stays out of the accessibility tree', () => {
  render(<Skeleton shape="round" width={56} height={56} data-testid="placeholder" />);
  const placeholder = screen.getByTestId('placeholder');
  expect(placeholder.getAttribute('aria-hidden')).toBe('true');
  expect(placeholder.style.width).toBe('56px');
  expect(placeholder.className).toContain('round');
});
