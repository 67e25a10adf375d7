import { i18n } from './i18n';
import { registerMessages, type MessageBundle } from './register-messages';
import type { TFunction } from './translator';
import { useLanguage } from './use-language';

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
    // Bound to the current language, so a switch gives a new function and memos keyed on it rerun.
    useT: (): TFunction => i18n.getFixedT(ns, useLanguage()[0]),
  };
}
