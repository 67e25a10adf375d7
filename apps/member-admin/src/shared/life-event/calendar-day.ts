import { formatLongDate } from '@bs/i18n';

/** "2026-12-08" as a local calendar day, worded (no time zone moves it). */
export const dayOf = (iso: string | undefined) => {
  const [y, m, d] = (iso ?? '').split('-').map(Number) as [number, number, number];
  return formatLongDate(new Date(y, m - 1, d));
};

/** A YYYY-MM-DD day plus whole days, as YYYY-MM-DD (the kind's window, as the server counts it). */
export const plusDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
