import { useTranslation } from 'react-i18next';
import type { Language } from '@bs/domain';
import { setLanguage } from './i18n';

/** The current language and the switch, re-rendering when it changes. */
export function useLanguage(): [Language, (lang: Language) => void] {
  const { i18n } = useTranslation();
  return [i18n.language === 'es' ? 'es' : 'en', setLanguage];
}
