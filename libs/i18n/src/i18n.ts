import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  languageFromCookie,
  pickLanguage,
  type Language,
} from '@bs/domain';
import { Translator } from './translator';

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

/**
 * The one translator of the store. This module is a Module Federation singleton (libs/mf
 * shared table), so the shell and every remote translate with the same language and messages.
 */
export const i18n = new Translator(detectLanguage());

export const currentLanguage = (): Language => i18n.language;

/** Switch language: remembered for a year, reflected on <html lang> for assistive technology. */
export function setLanguage(lang: Language): void {
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; SameSite=Lax`;
    document.documentElement.lang = lang;
  }
  i18n.changeLanguage(lang);
}

if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();
