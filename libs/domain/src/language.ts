/** The store's languages (issue: English and Spanish everywhere). English is the spec's own text. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Remembered choice. A cookie, not local storage: logout and continue-enrollment clear all of
 * local storage (spec §2), and the server must know the language before it writes the HTML. */
export const LANGUAGE_COOKIE = 'bs_lang';

export const isLanguage = (v: unknown): v is Language => LANGUAGES.includes(v as Language);

/** The first supported language in a preference list ("es-MX,es;q=0.9,en;q=0.8" or navigator.languages). */
export function pickLanguage(preferences: string | readonly string[] | undefined | null): Language {
  if (!preferences) return DEFAULT_LANGUAGE;
  const list =
    typeof preferences === 'string'
      ? preferences
          .split(',')
          .map((part, i) => {
            const [tag, ...params] = part.trim().split(';');
            const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
            return { tag, q: q ? Number(q.slice(2)) || 0 : 1, i };
          })
          .filter((e) => e.tag && e.q > 0)
          .sort((a, b) => b.q - a.q || a.i - b.i)
          .map((e) => e.tag)
      : preferences;
  for (const tag of list) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The language cookie's value from a Cookie header or document.cookie, if it names a supported one. */
export function languageFromCookie(cookie: string | undefined | null): Language | undefined {
  const match = cookie?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})`));
  return match && isLanguage(match[1]) ? match[1] : undefined;
}
