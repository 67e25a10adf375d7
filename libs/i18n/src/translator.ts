import { DEFAULT_LANGUAGE, type Language } from '@bs/domain';

/** Values for a message's {{placeholders}}; `count` also picks the plural form, `defaultValue`
 * answers when the key is unknown (a server code the messages do not name). */
export type TOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

type Tree = { [key: string]: string | Tree };

/** A namespace's messages in one language, as its JSON file holds them. */
export type Catalogue = Record<string, unknown>;
/** Fetches a namespace's messages in one language on demand: in the browser a chunk of its own
 * (`() => import('./es.json')`), so a page carries the catalogue of its language only. */
export type CatalogueLoader = () => Promise<{ default: Catalogue }>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const pluralRules = new Map<Language, Intl.PluralRules>();
const pluralOf = (lang: Language, count: number): string => {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
};

/**
 * The store's translator: what the apps used of i18next (namespaced JSON messages, dotted keys,
 * {{placeholders}}, `_one`/`_other` plurals chosen by Intl.PluralRules, English as fallback, a
 * language switch that re-renders) in a few hundred bytes instead of ~20 kB gzip on every page
 * (ADR 0012). Message files keep i18next's JSON format.
 */
export class Translator {
  private readonly messages: Record<Language, Record<string, Tree>> = { en: {}, es: {} };
  private readonly listeners = new Set<() => void>();
  private readonly fixed = new Map<string, TFunction>();
  /** Per language, catalogue id (`ns`, or `ns/part` for a part of a namespace) -> its loader. */
  private readonly loaders: Record<Language, Map<string, { ns: string; loader: CatalogueLoader }>> = {
    en: new Map(),
    es: new Map(),
  };
  /** Per language, the catalogue ids whose messages are here (bundled or fetched). */
  private readonly loaded: Record<Language, Set<string>> = { en: new Set(), es: new Set() };
  /** `lang:id` -> the fetch of that catalogue, while it is on its way. */
  private readonly loading = new Map<string, { ns: string; fetching: Promise<void> }>();

  constructor(public language: Language) {}

  /** Merges a namespace's messages for one language (registering twice is harmless). `part`
   * names one of several catalogues of a namespace (see addResourceLoader). */
  addResourceBundle(lang: Language, ns: string, tree: Record<string, unknown>, part?: string): void {
    this.messages[lang][ns] = merge(this.messages[lang][ns] ?? {}, tree as Tree);
    this.loaded[lang].add(catalogueId(ns, part));
  }

  /** Registers where a namespace's messages in `lang` come from; fetched at once when `lang` is
   * the current language, else on `load(lang)`. A catalogue registered twice (a lib bundled into
   * several apps) keeps its first loader: the catalogues are the same file. A namespace may come
   * in parts (`part`: the messages only some screens need, bundled with those screens), each
   * with its own loader. */
  addResourceLoader(lang: Language, ns: string, loader: CatalogueLoader, part?: string): void {
    const id = catalogueId(ns, part);
    if (this.loaded[lang].has(id) || this.loaders[lang].has(id)) return;
    this.loaders[lang].set(id, { ns, loader });
    if (lang === this.language) void this.loadCatalogue(lang, id);
  }

  /** Whether every registered catalogue has its messages in `lang` (nothing left to fetch). */
  isLoaded(lang: Language): boolean {
    for (const id of this.loaders[lang].keys()) if (!this.loaded[lang].has(id)) return false;
    return true;
  }

  /** Fetches every registered catalogue's messages in `lang` that are not here yet. Never
   * rejects: a catalogue that cannot be fetched leaves its messages in English (the fallback)
   * and is asked for again by the next load. */
  load(lang: Language): Promise<void> {
    return Promise.all([...this.loaders[lang].keys()].map((id) => this.loadCatalogue(lang, id))).then(
      () => undefined,
    );
  }

  /** A fetch of the namespace's messages in `lang` while one is on its way, else undefined (one
   * at a time: each is a stable promise for React's `use`, and the next is asked for after it). */
  pending(lang: Language, ns: string): Promise<void> | undefined {
    for (const [key, { ns: of, fetching }] of this.loading)
      if (of === ns && key.startsWith(`${lang}:`)) return fetching;
    return undefined;
  }

  /** Switches at once; namespaces without their messages in `lang` yet are fetched (their
   * `useT` waits for them, see define-messages.ts). setLanguage() fetches first, then switches. */
  changeLanguage(lang: Language): void {
    if (lang === this.language) return;
    this.language = lang;
    void this.load(lang);
    for (const listener of [...this.listeners]) listener();
  }

  /** For useSyncExternalStore: called on every language change. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A translator of one namespace: in `lang` when given (a new function per language, so React
   * memos keyed on it recompute), else in the language current at each call. */
  getFixedT(ns: string, lang?: Language): TFunction {
    const id = `${lang ?? '*'}:${ns}`;
    let t = this.fixed.get(id);
    if (!t) {
      t = (key, options) => this.translate(lang ?? this.language, ns, key, options);
      this.fixed.set(id, t);
    }
    return t;
  }

  private loadCatalogue(lang: Language, id: string): Promise<void> {
    const entry = this.loaders[lang].get(id);
    if (this.loaded[lang].has(id) || !entry) return Promise.resolve();
    const key = `${lang}:${id}`;
    let fetching = this.loading.get(key)?.fetching;
    if (!fetching) {
      fetching = entry
        .loader()
        .then((m) => {
          this.messages[lang][entry.ns] = merge(this.messages[lang][entry.ns] ?? {}, m.default as Tree);
          this.loaded[lang].add(id);
        })
        .catch((error: unknown) => console.warn(`[i18n] ${key} messages unavailable`, error))
        .finally(() => this.loading.delete(key));
      this.loading.set(key, { ns: entry.ns, fetching });
    }
    return fetching;
  }

  private translate(lang: Language, ns: string, key: string, options: TOptions = {}): string {
    const found =
      this.find(lang, ns, key, options.count) ?? this.find(DEFAULT_LANGUAGE, ns, key, options.count);
    const text = found ?? options.defaultValue ?? key;
    return text.replace(PLACEHOLDER, (whole, name: string) => {
      const value = name
        .split('.')
        .reduce<unknown>((v, part) => (v as Record<string, unknown>)?.[part], options);
      return value === undefined || value === null ? whole : String(value);
    });
  }

  private find(lang: Language, ns: string, key: string, count: number | undefined): string | undefined {
    const tree = this.messages[lang][ns];
    if (!tree) return undefined;
    if (typeof count === 'number') {
      const plural = lookup(tree, `${key}_${pluralOf(lang, count)}`) ?? lookup(tree, `${key}_other`);
      if (plural !== undefined) return plural;
    }
    return lookup(tree, key);
  }
}

const catalogueId = (ns: string, part?: string): string => (part ? `${ns}/${part}` : ns);

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function merge(into: Tree, from: Tree): Tree {
  const out: Tree = { ...into };
  for (const [k, v] of Object.entries(from)) {
    const prev = out[k];
    out[k] = typeof v === 'object' && typeof prev === 'object' ? merge(prev, v) : v;
  }
  return out;
}
