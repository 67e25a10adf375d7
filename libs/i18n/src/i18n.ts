import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  languageFromCookie,
  pickLanguage,
  type Language,
} from '@bs/domain';

/** Remembered choice first, then what the server put on <html lang> (it read the same cookie or
 * Accept-Language before first paint), then the browser's languages. */
export function detectLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const remembered = languageFromCookie(document.cookie);
  if (remembered) return remembered;
  const marked = document.documentElement.dataset.bsLang;
  if (marked) return pickLanguage(marked);
  return pickLanguage(typeof navigator === 'undefined' ? undefined : navigator.languages);
}

function createI18n(): I18n {
  const instance = i18next.createInstance();
  // Synchronous: every remote registers its bundled messages before it renders, so nothing waits.
  void instance.use(initReactI18next).init({
    lng: detectLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [],
    defaultNS: false,
    resources: {},
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}

/**
 * The one i18next instance of the store. This module is a Module Federation singleton (libs/mf
 * shared table), so the shell and every remote translate with the same language and resources.
 */
export const i18n: I18n = createI18n();

export const currentLanguage = (): Language => (i18n.language === 'es' ? 'es' : 'en');

/** Switch language: remembered for a year, reflected on <html lang> for assistive technology. */
export function setLanguage(lang: Language): void {
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; SameSite=Lax`;
    document.documentElement.lang = lang;
  }
  void i18n.changeLanguage(lang);
}

if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();
