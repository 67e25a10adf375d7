import { describe, expect, it } from 'vitest';
import { formulaSafe } from './formula-safe';

describe('formulaSafe', () => {
  it('escapes every value a spreadsheet would run as a formula', () => {
    for (const bad of ['=SUM(A1)', '+1', '-2+3', '@cmd', '\t=1', '\r=1', '=HYPERLINK("x")'])
      expect(formulaSafe(bad)).toBe(`'${bad}`);
  });
  it('leaves ordinary text alone', () => {
    for (const ok of ['Dental Plus', '2026-05', 'a=b', "O'Brien", '', ' =1'])
      expect(formulaSafe(ok)).toBe(ok);
  });
});
