import { useSyncExternalStore } from 'react';
import type { Language } from '@bs/domain';
import { i18n, setLanguage } from './i18n';

const currentLang = () => i18n.language;

/** The current language and the switch, re-rendering when it changes. */
export function useLanguage(): [Language, (lang: Language) => void] {
  return [useSyncExternalStore(i18n.subscribe, currentLang, currentLang), setLanguage];
}
