import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';

const Hello = ({ name }: { name: string }) => <h1>Hello {name}</h1>;

test('a preloaded page renders at once, without the fallback', async () => {
  const Page = lazyPage(async () => Hello);
  await act(() => Page.preload());
  render(
    <Suspense fallback={<p>loading</p>}>
      <Page name="Asha" />
    </Suspense>,
  );
  expect(screen.getByRole('heading').textContent).toBe('Hello Asha');
  expect(screen.queryByText('loading')).toBeNull();
});

test('a page not loaded yet shows the fallback, then itself; a failed load is tried again', async () => {
  let attempts = 0;
  const Page = lazyPage(async () => {
    attempts += 1;
    if (attempts === 1) throw new Error('chunk failed');
    return Hello;
  });
  await expect(Page.preload()).rejects.toThrow('chunk failed');
  render(
    <Suspense fallback={<p>loading</p>}>
      <Page name="Ram" />
    </Suspense>,
  );
  expect(screen.getByText('loading')).toBeTruthy();
  expect((await screen.findByRole('heading')).textContent).toBe('Hello Ram');
  expect(attempts).toBe(2);
});

test('a prefetch that fails reports nothing; the part rendered later fetches again and shows', async () => {
  let attempts = 0;
  let failed: () => void = () => undefined;
  const tried = new Promise<void>((resolve) => (failed = resolve));
  const Page = lazyPage(async () => {
    attempts += 1;
    if (attempts === 1) {
      failed();
      throw new Error('chunk failed');
    }
    return Hello;
  });
  expect(Page.prefetch()).toBeUndefined();
  await tried;
  render(
    <Suspense fallback={<p>loading</p>}>
      <Page name="Sita" />
    </Suspense>,
  );
  expect((await screen.findByRole('heading')).textContent).toBe('Hello Sita');
  expect(attempts).toBe(2);
});
