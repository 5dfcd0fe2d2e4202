// The page's words (ADR 0032): namespaces of nested JSON texts per language, English bundled and the fallback,
// other languages fetched when they become the page's. What Kala's texts use, and nothing else: `{{name}}`
// values (each passed through `format`, so numbers come out in the language's digits), plurals by `count`
// with the platform's plural rules (`key_one`, `key_other`), `ns:key`, a default value. React reads it
// through `useTranslation` (use-translation.ts).
import { fillPlaceholders } from './fill';

/** A namespace's texts in one language, as its JSON file holds them. */
export interface Texts {
  [key: string]: string | Texts;
}

/** A namespace's texts in a language not bundled: its JSON module. */
export type LoadTexts = (language: string) => Promise<{ default: Texts } | Texts>;

export interface TOptions {
  /** Chooses the plural form (`key_one`, `key_other`, by the language's rules) and is a value too. */
  count?: number;
  /** The namespace to read, in place of the caller's. */
  ns?: string;
  /** Said when no language has the key (else the key itself is). */
  defaultValue?: string;
  /** Another language than the page's. */
  lng?: string;
  [value: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

export const FALLBACK_LANGUAGE = 'en';
export const DEFAULT_NAMESPACE = 'translation';

type Format = (value: unknown, language: string) => string;

export class Translator {
  /** The page's language: changes once its texts are in. */
  language: string;
  /** True once the first language's texts are in (or failed to come): the shell renders after that. */
  isInitialized = false;
  /** Resolves when `isInitialized` turns true. */
  readonly initialized: Promise<void>;
  private readonly texts = new Map<string, Texts>(); // `${language}|${namespace}`
  private readonly loaders = new Map<string, LoadTexts>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  private readonly failed = new Set<string>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  private readonly versions = new Map<string, number>(); // per namespace: raised when its texts change
  private wanted: string;

  /** `shared`: the default namespace's English and loader; the page's first language starts loading at once. */
  constructor(language: string, shared: { english: Texts; load: LoadTexts }, private readonly format: Format) {
    this.language = this.wanted = language;
    this.register(DEFAULT_NAMESPACE, shared.english, shared.load);
    this.initialized = this.loadNamespaces([DEFAULT_NAMESPACE]).then(() => {
      this.isInitialized = true;
    });
  }

  /** Adds a namespace: its English, and how to fetch its other languages. */
  register(namespace: string, english: Texts, load: LoadTexts): void {
    this.loaders.set(namespace, load);
    this.texts.set(`${FALLBACK_LANGUAGE}|${namespace}`, english);
    this.changed(namespace);
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.texts.has(`${language}|${namespace}`);
  }

  /** Resolves when the page's language has these namespaces (or their fetch failed: English shows). */
  loadNamespaces(namespaces: string | readonly string[], language = this.wanted): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    return Promise.all(list.map((ns) => this.load(language, ns))).then(() => undefined);
  }

  /** True when the page's language has these namespaces' texts (or has given up on them for now). */
  hasLoaded(namespaces: readonly string[]): boolean {
    if (this.language === FALLBACK_LANGUAGE) return true;
    return namespaces.every((ns) => !this.loaders.has(ns) || this.hasResourceBundle(this.language, ns) || this.failed.has(`${this.language}|${ns}`));
  }

  /** Fetches every registered namespace in `language`, then makes it the page's (the last asked wins). */
  async changeLanguage(language: string): Promise<void> {
    this.wanted = language;
    await this.loadNamespaces([...this.loaders.keys()], language);
    if (this.wanted !== language || this.language === language) return;
    this.language = language;
    this.changed();
  }

  exists(key: string, options?: TOptions): boolean {
    return this.lookup(key, [DEFAULT_NAMESPACE], options) !== undefined;
  }

  t: TFunction = (key, options) => this.translate(key, [DEFAULT_NAMESPACE], options);

  /** A t() that looks in these namespaces in turn (each in the page's language, then in English). */
  fixedT(namespaces: readonly string[]): TFunction {
    return (key, options) => this.translate(key, namespaces, options);
  }

  /**
   * For useSyncExternalStore: changes when the language or these namespaces' texts do, and only then, so a
   * namespace arriving for a dialog does not render the whole page again (synchronously, as the store's
   * updates are).
   */
  stamp(namespaces: readonly string[]): string {
    return `${this.language}:${namespaces.map((ns) => this.versions.get(ns) ?? 0).join('.')}`;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private load(language: string, ns: string): Promise<void> {
    const id = `${language}|${ns}`;
    const load = this.loaders.get(ns);
    if (this.texts.has(id) || !load || language === FALLBACK_LANGUAGE) return Promise.resolve();
    let loading = this.pending.get(id);
    if (!loading) {
      loading = load(language).then(
        (module) => {
          this.texts.set(id, ('default' in module ? module.default : module) as Texts);
          this.failed.delete(id);
        },
        // Offline, say: the texts show in English, and the next change of language asks again.
        () => void this.failed.add(id),
      );
      loading = loading.finally(() => {
        this.pending.delete(id);
        if (language === this.language) this.changed(ns);
      });
      this.pending.set(id, loading);
    }
    return loading;
  }

  private translate(key: string, namespaces: readonly string[], options: TOptions = {}): string {
    const found = this.lookup(key, namespaces, options);
    const text = found ?? options.defaultValue ?? key.slice(key.indexOf(':') + 1);
    const language = options.lng ?? this.language;
    return fillPlaceholders(text, (name) => (options[name] === undefined ? '' : this.format(options[name], language)));
  }

  /** The text for a key: each namespace in turn, in the language then in English; a plural form first. */
  private lookup(key: string, namespaces: readonly string[], options: TOptions = {}): string | undefined {
    const colon = key.indexOf(':');
    const nsList = colon > 0 ? [key.slice(0, colon)] : options.ns ? [options.ns] : namespaces;
    const path = (colon > 0 ? key.slice(colon + 1) : key).split('.');
    const language = options.lng ?? this.language;
    const languages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
    for (const ns of nsList) {
      for (const lng of languages) {
        const texts = this.texts.get(`${lng}|${ns}`);
        if (!texts) continue;
        const parent = path.length > 1 ? at(texts, path.slice(0, -1)) : texts;
        if (!parent) continue;
        const last = path[path.length - 1]!;
        const plural = typeof options.count === 'number' ? parent[`${last}_${this.pluralOf(lng, options.count)}`] : undefined;
        const text = typeof plural === 'string' ? plural : parent[last];
        if (typeof text === 'string') return text;
      }
    }
    return undefined;
  }

  private pluralOf(language: string, count: number): Intl.LDMLPluralRule {
    let rules = this.pluralRules.get(language);
    if (!rules) this.pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    return rules.select(count);
  }

  private changed(namespace?: string): void {
    if (namespace) this.versions.set(namespace, (this.versions.get(namespace) ?? 0) + 1);
    for (const listener of this.listeners) listener();
  }
}

function at(texts: Texts, path: readonly string[]): Texts | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of path) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'object' ? node : undefined;
}
