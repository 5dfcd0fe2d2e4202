// A tiny observable store on an RxJS BehaviorSubject, readable from React with useStore.
import { BehaviorSubject } from 'rxjs';
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get(): T;
  set(next: T): void;
  update(fn: (current: T) => T): void;
  subscribe(listener: (value: T) => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  const subject = new BehaviorSubject<T>(initial);
  return {
    get: () => subject.getValue(),
    set: (next) => subject.next(next),
    update: (fn) => subject.next(fn(subject.getValue())),
    subscribe: (listener) => {
      const sub = subject.subscribe(listener);
      return () => sub.unsubscribe();
    },
  };
}

/** Read a store (or a slice of it) in a component; re-renders only when the slice changes. */
export function useStore<T, S = T>(store: Store<T>, select: (value: T) => S = (v) => v as unknown as S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
}
