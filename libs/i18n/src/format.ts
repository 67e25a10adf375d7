import type { Language } from '@bs/domain';
import { currentLanguage } from './i18n';

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };
const money = new Map<string, Intl.NumberFormat>();

/** US dollars in the reader's language ("$1,234.50" in both: es-US writes dollars the US way). */
export function formatMoney(amount: number, lang: Language = currentLanguage()): string {
  let f = money.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'USD' });
    money.set(lang, f);
  }
  return f.format(amount);
}

/** A calendar date for reading ("January 1, 2027" / "1 de enero de 2027"). Inputs stay MM/DD/YYYY. */
export function formatLongDate(date: Date | string, lang: Language = currentLanguage()): string {
  const d = typeof date === 'string' ? parseUsDate(date) : date;
  if (!d || Number.isNaN(d.getTime())) return String(date);
  return new Intl.DateTimeFormat(LOCALES[lang], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}

function parseUsDate(s: string): Date | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  if (m) return new Date(Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2])));
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  return iso ? new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]))) : undefined;
}
