export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The abbreviated pager's items (spec §2): first and last page, the current page with one
 * neighbour on each side, and a gap where pages are left out: 1 … 4 5 6 … 20.
 */
export function pagerItems(current: number, pages: number): PagerItem[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1]);
  const shown = [...wanted].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const items: PagerItem[] = [];
  for (const [i, p] of shown.entries()) {
    const prev = shown[i - 1];
    // A gap of exactly one page shows that page: "1 … 3" would hide less than it says.
    if (prev != null && p - prev === 2) items.push({ kind: 'page', page: p - 1 });
    else if (prev != null && p - prev > 2) items.push({ kind: 'gap', key: `gap-${prev}` });
    items.push({ kind: 'page', page: p });
  }
  return items;
}
