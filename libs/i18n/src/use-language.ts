import { useSyncExternalStore } from 'react';
import type { Language } from '@bs/domain';
import { i18n, switchLanguage } from './i18n';

const currentLang = () => i18n.language;

/** The current language and the switch (resolves once the page shows the new language),
 * re-rendering when it changes. */
export function useLanguage(): [Language, (lang: Language) => Promise<void>] {
  return [useSyncExternalStore(i18n.subscribe, currentLang, currentLang), switchLanguage];
}
