import type { Language } from '@bs/domain';
import { formatLongDate } from '@bs/i18n';

/**
 * An effective date (MM/DD/YYYY) inside a sentence. English keeps the spec's US form; Spanish
 * spells the month out, because a Spanish reader may take 12/01/2026 for the 12th of January.
 */
export const readableDate = (date: string, lang: Language): string =>
  lang === 'en' ? date : formatLongDate(date, lang);
