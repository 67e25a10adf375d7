import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager-items';

const text = (current: number, pages: number) =>
  pagerItems(current, pages)
    .map((i) => (i.kind === 'gap' ? '…' : String(i.page)))
    .join(' ');

describe('abbreviated pager', () => {
  it('shows first, last, the current page and its neighbours, with gaps', () => {
    expect(text(1, 1)).toBe('1');
    expect(text(1, 3)).toBe('1 2 3');
    expect(text(5, 20)).toBe('1 … 4 5 6 … 20');
    expect(text(1, 20)).toBe('1 2 … 20');
    expect(text(20, 20)).toBe('1 … 19 20');
    // A gap of a single page shows the page instead.
    expect(text(4, 20)).toBe('1 2 3 4 5 … 20');
    expect(text(2000, 2000)).toBe('1 … 1999 2000');
  });
});
