// Browser APIs jsdom lacks, which the kit and the remotes use: IntersectionObserver (infinite scroll),
// ResizeObserver and matchMedia (sliders), and <dialog>'s showModal/close. Install once per test file.
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

/** Pretend every observed element (an infinite list's sentinel) scrolled into view. */
export function enterViewport(): void {
  for (const { callback, targets } of [...observers]) callback([...targets].map((target) => ({ isIntersecting: true, target })));
}

/** jsdom has <dialog> but not showModal/close: open and close it by the attribute, as a browser would. */
function fakeDialogs(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal?: () => void };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

export function installDomFakes(): void {
  Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver, ResizeObserver: FakeResizeObserver });
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
  }
  fakeDialogs();
}
