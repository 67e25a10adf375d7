import { use } from 'react';
import { i18n } from './i18n';
import { registerMessages, type MessageBundle } from './register-messages';
import type { TFunction } from './translator';
import { useLanguage } from './use-language';

/**
 * A project's messages: registers them on the shared instance as the module loads (so they
 * travel with the remote that owns them) and returns translators bound to that namespace.
 * `useT()` re-renders on a language switch; `t` is for code outside React (validation, toasts).
 * While the namespace's messages in the current language are still on their way (a remote's
 * screen that arrives on a Spanish page), `useT()` suspends: the screen shows once they are
 * here, in its language, instead of flashing English first. `part`: see registerMessages.
 */
export function defineMessages(ns: string, bundle: MessageBundle, part?: string) {
  registerMessages(ns, bundle, part);
  const t: TFunction = i18n.getFixedT(ns);
  return {
    ns,
    t,
    // Bound to the current language, so a switch gives a new function and memos keyed on it rerun.
    useT: (): TFunction => {
      const lang = useLanguage()[0];
      const fetching = i18n.pending(lang, ns);
      if (fetching) use(fetching);
      return i18n.getFixedT(ns, lang);
    },
  };
}
