import type { Language } from '@bs/domain';
import { i18n } from './i18n';

/** A namespace's messages in both languages; `es` must have exactly the keys of `en` (the
 * `npm test` message check says which are missing or unused). */
export type MessageBundle<T = Record<string, unknown>> = Record<Language, T>;

/**
 * Adds a namespace's messages to the shared instance. Each remote calls this for its own
 * namespace when its module loads, so its texts travel with it and not in the shell's bundle.
 * Idempotent: libs bundled into several apps register the same messages again harmlessly.
 */
export function registerMessages(ns: string, bundle: MessageBundle): void {
  for (const [lang, messages] of Object.entries(bundle))
    i18n.addResourceBundle(lang as Language, ns, messages);
}
