// React's side of the translator (ADR 0032): a component reads its namespaces' texts and renders again when the
// language changes or a namespace's texts arrive. One whose namespaces the page's language does not have yet
// suspends until they are in, so it never shows English first (a remote mounts only once they are, anyway).
import { use, useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_NAMESPACE, type TFunction, type Translator } from './translator';

/** What `useTranslation` gives: `t` for its namespaces, and the translator (its language, its changes). */
export interface Translation {
  t: TFunction;
  i18n: Translator;
}

const waiting = new Map<string, Promise<void>>();

/** The same promise while one set of namespaces loads, as `use` wants. */
function loading(translator: Translator, namespaces: readonly string[]): Promise<void> {
  const id = `${translator.language}|${namespaces.join('|')}`;
  let promise = waiting.get(id);
  if (!promise) {
    promise = translator.loadNamespaces(namespaces, translator.language).finally(() => waiting.delete(id));
    waiting.set(id, promise);
  }
  return promise;
}

export function translationHook(translator: Translator) {
  /** `t` for these namespaces, looked up in turn (the remote's own, then shared's); `i18n` is the translator. */
  return function useTranslation(namespaces: string | readonly string[] = DEFAULT_NAMESPACE): Translation {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    const key = list.join('|');
    const stamp = () => translator.stamp(list);
    const version = useSyncExternalStore(translator.subscribe, stamp, stamp);
    if (!translator.hasLoaded(list)) use(loading(translator, list));
    // A new t when a text or the language changes, so memoised children and effects that use it follow.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the list; `version` for its texts
    const t = useMemo(() => translator.fixedT(list), [key, version]);
    return { t, i18n: translator };
  };
}
