import { describe, expect, it } from 'vitest';
import { formatDob, isValidDob } from './dob-format';

describe('formatDob', () => {
  it.each([
    ['1', '1'],
    ['12', '12/'],
    ['5', '05/'],
    ['13', '1'],
    ['00', '1'],
    ['ab', ''],
    ['01', '01/'],
    ['12/4', '12/04/'],
    ['12/3', '12/3'],
    ['12/32', '12/1'],
    ['12/31', '12/31/'],
    ['12/31/1985', '12/31/1985'],
    ['12/31/19851', '12/31/1985'],
    ['1231', '12/31/'],
    ['12311985', '12/31/1985'],
    ['12/', '12/'],
  ])('%s -> %s', (input, expected) => {
    expect(formatDob(input)).toBe(expected);
  });

  it('reads typed slashes as the person meant them', () => {
    expect(formatDob('01//')).toBe('01/');
    expect(formatDob('1/5/1990')).toBe('01/05/1990');
    expect(formatDob('12/a/')).toBe('12/');
  });

  it('keeps up with typing every character, slashes included', () => {
    let value = '';
    for (const ch of '01/01/2015') value = formatDob(value + ch);
    expect(value).toBe('01/01/2015');
  });
});

describe('isValidDob', () => {
  const today = new Date(Date.UTC(2026, 10, 21));
  it('accepts a real past date', () => expect(isValidDob('02/29/2000', today)).toBe(true));
  it('rejects an impossible date', () => expect(isValidDob('02/30/2000', today)).toBe(false));
  it('rejects a future date', () => expect(isValidDob('01/01/2030', today)).toBe(false));
  it('rejects a partial value', () => expect(isValidDob('01/01/19', today)).toBe(false));
});
