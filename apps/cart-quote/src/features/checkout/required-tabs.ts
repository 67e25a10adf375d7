import type { DynamicTab } from '@bs/contract';

/** The wizard's steps for this cart: the required tab names in their order (spec §9: positions 0-10). */
export function requiredTabNames(tabs: readonly DynamicTab[]): string[] {
  return tabs
    .filter((t) => t.required === 1)
    .sort((a, b) => a.order - b.order)
    .map((t) => t.tab_name);
}
