import { invalid } from '../../http/errors';
import { toUsDate } from '../pricing/age';

/** How many effective dates a cart offers. */
export const OFFERED_MONTHS = 3;

/**
 * Rule: a cart can take effect on the first of each of the next three months (server clock, UTC),
 * as MM/DD/YYYY, earliest first. Today never counts, even on the first of a month.
 * An employee enrolling through their group's calendar starts on the day their way in says
 * (`windowStart`, ADR 0034 "Coverage dates of a window": a life event's day, open enrollment's
 * coverage start, a new hire's): that day is then the only date offered, even when it is past (a
 * birth 10 days ago is covered from the birth) or not a first of the month.
 */
export function offeredDates(now = new Date(), windowStart: string | null = null): string[] {
  if (windowStart) return [usDateOf(windowStart)];
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth(); // 0-based: month m + 1 + i is the (i+1)-th next month
  return Array.from({ length: OFFERED_MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(y, m + 1 + i, 1));
    return toUsDate({ y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: 1 });
  });
}

/** 2026-11-18 as 11/18/2026. */
export const usDateOf = (iso: string): string => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The stored date when it can still be chosen, else null (a date in the past is no choice). */
export const selectedDate = (stored: string | null, now = new Date(), windowStart: string | null = null) =>
  stored && offeredDates(now, windowStart).includes(stored) ? stored : null;

/**
 * The date a cart is priced at: the requested one (an offered date, or the stored one), else the
 * stored one while it is still offered, else the first offered date.
 */
export function cartDate(
  stored: string | null,
  requested: string | undefined,
  now = new Date(),
  windowStart: string | null = null,
): string {
  const offered = offeredDates(now, windowStart);
  if (requested !== undefined) {
    if (!offered.includes(requested) && requested !== stored)
      throw invalid('effective_date', `Please choose one of the effective dates: ${offered.join(', ')}.`);
    return requested;
  }
  return selectedDate(stored, now, windowStart) ?? offered[0]!;
}
