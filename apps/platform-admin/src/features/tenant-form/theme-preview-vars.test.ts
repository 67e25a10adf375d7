import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@bs/tenant-config';
import { colourAdjustments, previewTheme } from './theme-preview-vars';

const adjust = (theme: Record<string, string>) => {
  const t = previewTheme(theme);
  if (!t.ok) throw new Error(t.reason);
  return colourAdjustments(theme, t.palette);
};

describe('colourAdjustments', () => {
  it('names nothing for colours the store uses as typed', () => {
    expect(adjust({ primary: '#1f5fa8', text: '#1f2933' })).toEqual({});
  });
  it('names a fill too light to stand out from the page, with its contrast before and after', () => {
    const { primary } = adjust({ primary: '#f39c12' });
    expect(primary).toMatchObject({ given: '#f39c12', why: 'page' });
    expect(primary!.used).not.toBe('#f39c12');
    expect(primary!.givenRatio).toBeLessThan(3);
    expect(primary!.usedRatio).toBeGreaterThanOrEqual(3);
  });
  it('names a text colour moved to read on the page', () => {
    const { text } = adjust({ primary: '#1f5fa8', text: '#9aa5b1' });
    expect(text).toMatchObject({ given: '#9aa5b1', why: 'text' });
    expect(text!.givenRatio).toBeCloseTo(contrastRatio('#9aa5b1', '#f7f8fa'), 5);
    expect(text!.usedRatio).toBeGreaterThanOrEqual(4.5);
  });
});
