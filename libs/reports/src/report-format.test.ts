import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@bs/i18n';
import { t } from './i18n/messages';
import { formatDay, formatMeasure, isEmpty, nameHeading, rowName } from './report-format';

describe('report rows as the reports screen shows them', () => {
  afterEach(() => setLanguage('en'));

  it('names weeks by their day, money from cents, and other rows by the server name or id', () => {
    expect(formatDay('2019-03-04', 'en')).toBe('Mar 4, 2019');
    expect(formatMeasure('premium_cents', 123456, 'en')).toBe('$1,234.56');
    expect(formatMeasure('enrollments', 1234, 'en')).toBe('1,234');
    expect(rowName('by-week', { key: '2019-03-04', label: '', category: null, values: [1] }, t, 'en')).toBe(
      'Mar 4, 2019',
    );
    expect(rowName('by-plan', { key: '7', label: 'Dental Plus', category: null, values: [1] }, t, 'en')).toBe(
      'Dental Plus',
    );
  });

  it('says the column heading in the reader language', async () => {
    const english = nameHeading('by-week', t);
    await setLanguage('es');
    expect(nameHeading('by-week', t)).not.toBe(english);
  });

  it('calls a range empty only when every value is zero', () => {
    const rows = (values: number[]) => ({
      kind: 'by-week',
      rows: [{ key: 'a', label: '', category: null, values }],
    });
    expect(isEmpty(rows([0, 0]) as never)).toBe(true);
    expect(isEmpty(rows([0, 1]) as never)).toBe(false);
  });
});
