import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import { registerMessages, type MessageBundle } from './register-messages';
import type { TFunction } from './translator';

const currentLang = () => i18n.language;

/**
 * A project's messages: registers them on the shared instance as the module loads (so they
 * travel with the remote that owns them) and returns translators bound to that namespace.
 * `useT()` re-renders on a language switch; `t` is for code outside React (validation, toasts).
 */
export function defineMessages(ns: string, bundle: MessageBundle) {
  registerMessages(ns, bundle);
  const t: TFunction = i18n.getFixedT(ns);
  return {
    ns,
    t,
    useT: (): TFunction => i18n.getFixedT(ns, useSyncExternalStore(i18n.subscribe, currentLang, currentLang)),
  };
}
