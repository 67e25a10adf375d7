import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { i18n } from './i18n';
import { registerMessages, type MessageBundle } from './register-messages';

/**
 * A project's messages: registers them on the shared instance as the module loads (so they
 * travel with the remote that owns them) and returns translators bound to that namespace.
 * `useT()` re-renders on a language switch; `t` is for code outside React (validation, toasts).
 */
export function defineMessages(ns: string, bundle: MessageBundle) {
  registerMessages(ns, bundle);
  const t: TFunction = i18n.getFixedT(null, ns);
  return {
    ns,
    t,
    useT: (): TFunction => useTranslation(ns).t,
  };
}
