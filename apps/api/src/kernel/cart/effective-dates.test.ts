import { describe, expect, it } from 'vitest';
import { cartDate, offeredDates, selectedDate } from './effective-dates';

describe('effective dates (pure)', () => {
  const dec = new Date('2025-12-01T00:00:00Z');
  it('the first of the next three months, across the year end; today never counts', () => {
    expect(offeredDates(dec)).toEqual(['01/01/2026', '02/01/2026', '03/01/2026']);
    expect(offeredDates(new Date('2026-01-31T23:59:59Z'))).toEqual([
      '02/01/2026',
      '03/01/2026',
      '04/01/2026',
    ]);
  });
  it('selected only while offered; the cart date prefers the request, then the stored date', () => {
    expect(selectedDate('02/01/2026', dec)).toBe('02/01/2026');
    expect(selectedDate('12/01/2025', dec)).toBeNull();
    expect(selectedDate(null, dec)).toBeNull();
    expect(cartDate(null, undefined, dec)).toBe('01/01/2026');
    expect(cartDate('03/01/2026', undefined, dec)).toBe('03/01/2026');
    expect(cartDate('12/01/2025', undefined, dec)).toBe('01/01/2026');
    expect(cartDate('12/01/2025', '12/01/2025', dec)).toBe('12/01/2025');
    expect(cartDate(null, '02/01/2026', dec)).toBe('02/01/2026');
    expect(() => cartDate(null, '06/01/2026', dec)).toThrow(/effective_date/);
  });
  it('under a life event: only the day its kind says, any day of the month, past or not', () => {
    expect(offeredDates(dec, '2025-11-21')).toEqual(['11/21/2025']);
    expect(selectedDate('11/21/2025', dec, '2025-11-21')).toBe('11/21/2025');
    expect(selectedDate('01/01/2026', dec, '2025-11-21')).toBeNull();
    expect(cartDate(null, undefined, dec, '2025-11-21')).toBe('11/21/2025');
    expect(cartDate('01/01/2026', undefined, dec, '2025-11-21')).toBe('11/21/2025');
    expect(() => cartDate(null, '02/01/2026', dec, '2025-11-21')).toThrow(/effective_date/);
  });
});
