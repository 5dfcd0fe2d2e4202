// Browser APIs jsdom lacks, which the listing (IntersectionObserver) and the slider (embla: ResizeObserver,
// matchMedia) need. Tests can fire the infinite-scroll sentinel with `enterViewport()`.
type Callback = (entries: Array<{ isIntersecting: boolean; target: Element }>) => void;

const observers = new Set<{ callback: Callback; targets: Set<Element> }>();

class FakeIntersectionObserver {
  private entry: { callback: Callback; targets: Set<Element> };
  constructor(callback: Callback) {
    this.entry = { callback, targets: new Set() };
    observers.add(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.add(target);
  }
  unobserve(target: Element) {
    this.entry.targets.delete(target);
  }
  disconnect() {
    observers.delete(this.entry);
  }
  takeRecords() {
    return [];
  }
}

class FakeResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Pretend every observed element (the sentinel) scrolled into view. */
export function enterViewport(): void {
  for (const { callback, targets } of [...observers]) callback([...targets].map((target) => ({ isIntersecting: true, target })));
}

Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver, ResizeObserver: FakeResizeObserver });
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

