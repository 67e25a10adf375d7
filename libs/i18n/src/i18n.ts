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

/** The language last asked for: of two quick switches, the later one wins. */
let asked: Language | undefined;

/**
 * Switch language: remembered for a year, reflected on <html lang> for assistive technology.
 * The page keeps its language until the messages of the new one are here (a catalogue is
 * fetched on first use), then switches in one render; at once (before this returns) when they
 * already are. Resolves once switched.
 */
export function switchLanguage(lang: Language): Promise<void> {
  asked = lang;
  // The choice is remembered at once: a page opened meanwhile (a link, a reload) is in it.
  if (typeof document !== 'undefined')
    document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; SameSite=Lax`;
  const apply = () => {
    if (asked !== lang) return;
    if (typeof document !== 'undefined') document.documentElement.lang = lang;
    i18n.changeLanguage(lang);
  };
  if (i18n.isLoaded(lang)) {
    apply();
    return Promise.resolve();
  }
  return i18n.load(lang).then(apply);
}

/** switchLanguage() for callers that do not wait for it. */
export function setLanguage(lang: Language): void {
  void switchLanguage(lang);
}

if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();
