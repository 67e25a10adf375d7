import type { Language } from '@bs/domain';
import { i18n } from './i18n';
import type { Catalogue, CatalogueLoader } from './translator';

/** A namespace's messages in both languages, each either the messages themselves or a loader
 * (`es: () => import('./es.json')`: fetched only for a Spanish page or a switch to Spanish).
 * `es` must have exactly the keys of `en` (the `npm test` message check says which are missing
 * or unused). English, the fallback of every missing message, is best kept in the bundle. */
export type MessageBundle<T = Catalogue> = Record<Language, T | CatalogueLoader>;

/**
 * Adds a namespace's messages to the shared instance. Each remote calls this for its own
 * namespace when its module loads, so its texts travel with it and not in the shell's bundle.
 * Idempotent: libs bundled into several apps register the same messages again harmlessly.
 * `part`: one of several catalogues of the namespace, e.g. the messages of the screens after the
 * landing, bundled with those screens so the landing's chunk does not carry them (ADR 0032).
 */
export function registerMessages(ns: string, bundle: MessageBundle, part?: string): void {
  for (const [lang, messages] of Object.entries(bundle) as [Language, MessageBundle[Language]][])
    if (typeof messages === 'function') i18n.addResourceLoader(lang, ns, messages, part);
    else i18n.addResourceBundle(lang, ns, messages, part);
}
