// A family of notification kinds is the keys of its texts (`locales/en/<namespace>.json`): each kind has its
// text and a `…Group` text for a grouped notification. Derived, so a new kind is one pair of keys in the JSON.

export type KindsOf<T> = Exclude<keyof T & string, `${string}Group`>;

export const kindsOf = <T extends Record<string, string>>(texts: T): KindsOf<T>[] =>
  Object.keys(texts).filter((key) => !key.endsWith('Group')) as KindsOf<T>[];
