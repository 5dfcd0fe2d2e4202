import { act, renderHook } from '@testing-library/react';
import useEmblaCarousel from 'embla-carousel-react';
import { useCarousel, type CarouselOptions } from './use-carousel';

// No viewport attached: embla is missing, as in jsdom pages before layout. The options it is given are read.
const mockAttach = jest.fn();
jest.mock('embla-carousel-react', () => ({ __esModule: true, default: jest.fn(() => [mockAttach, undefined]) }));

const emblaOptions = () => jest.mocked(useEmblaCarousel).mock.calls.at(-1)?.[0];
const original = window.matchMedia;
const preferReducedMotion = () => {
  window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('prefers-reduced-motion') });
};
afterEach(() => {
  window.matchMedia = original;
});

const carousel = (options: CarouselOptions) => renderHook(() => useCarousel(options)).result;

test('the spec’s milliseconds become embla’s duration; an embla duration is kept as is', () => {
  carousel({ ms: 1000, count: 3 });
  expect(emblaOptions()).toMatchObject({ loop: false, duration: 40 });
  carousel({ duration: 22, count: 3, align: 'center' });
  expect(emblaOptions()).toMatchObject({ loop: false, duration: 22, align: 'center' });
});

test('with reduced motion a carousel that asks for it moves in no time', () => {
  preferReducedMotion();
  expect(carousel({ duration: 21, count: 3, instantWhenReduced: true }).current.reduced).toBe(true);
  expect(emblaOptions()).toMatchObject({ duration: 0 });
  carousel({ ms: 500, count: 3 });
  expect(emblaOptions()).toMatchObject({ duration: 20 });
});

test('go selects at once and stays within the slides', () => {
  const result = carousel({ ms: 500, count: 3 });
  act(() => result.current.go(2));
  expect(result.current.index).toBe(2);
  act(() => result.current.next());
  expect(result.current.index).toBe(2);
  act(() => result.current.go(-4));
  expect(result.current.index).toBe(0);
  act(() => result.current.prev());
  expect(result.current.index).toBe(0);
});

test('a loop wraps round both ends', () => {
  const result = carousel({ duration: 21, count: 3, loop: true, active: false });
  act(() => result.current.prev());
  expect(result.current.index).toBe(2);
  act(() => result.current.next());
  expect(result.current.index).toBe(0);
  act(() => result.current.go(4));
  expect(result.current.index).toBe(1);
});

test('embla gets its viewport once the frame that mounted it has been painted, and only while it is on the page', async () => {
  const result = carousel({ ms: 500, count: 3 });
  const viewport = document.body.appendChild(document.createElement('div'));
  const gone = document.createElement('div');
  mockAttach.mockClear();
  result.current.ref(viewport);
  result.current.ref(gone);
  expect(mockAttach).not.toHaveBeenCalled();
  await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve)))));
  expect(mockAttach.mock.calls).toEqual([[viewport]]);
  result.current.ref(null);
  expect(mockAttach).toHaveBeenLastCalledWith(null);
  viewport.remove();
});

test('a move made before embla started is where embla starts', () => {
  const scrollTo = jest.fn();
  let selected = 0;
  const embla = { selectedScrollSnap: () => selected, scrollTo: (i: number) => scrollTo((selected = i)), on: () => embla, off: () => embla };
  let started = false;
  jest.mocked(useEmblaCarousel).mockImplementation(() => [mockAttach, (started ? embla : undefined) as never]);
  try {
    const { result, rerender } = renderHook(() => useCarousel({ ms: 500, count: 3 }));
    act(() => result.current.next());
    expect(scrollTo).not.toHaveBeenCalled();
    started = true;
    rerender();
    expect(scrollTo).toHaveBeenCalledWith(1);
    expect(result.current.index).toBe(1);
  } finally {
    jest.mocked(useEmblaCarousel).mockImplementation(() => [mockAttach, undefined]);
  }
});
