import type { DynamicTab } from '@bs/contract';
import { requiredTabNames } from '@bs/domain';
import { isTabName, stepPath, type TabName } from './wizard-tabs';

/** The wizard's steps: required tabs only, by their order (positions 0-10, wizard §2; @bs/domain). */
export const requiredTabs = (tabs: readonly DynamicTab[]): TabName[] => requiredTabNames(tabs);

/** nav_array as stored may hold names this build does not know; they are skipped. */
export const knownTabs = (navArray: readonly string[]): TabName[] => navArray.filter(isTabName);

export const RECEIPT_PATH = '/enrollment/receipt';
export const REVIEW_PATH = stepPath('review_info');

/**
 * Where Next goes after a successful save (wizard §2, §4): review-confirm when a navto marker is
 * stored (the caller clears it), else the adjacent tab of nav_array, else the receipt.
 */
export function nextPath(navArray: readonly string[], current: TabName, navto: string | null): string {
  if (navto) return REVIEW_PATH;
  const tabs = knownTabs(navArray);
  const at = tabs.indexOf(current);
  const next = at >= 0 ? tabs[at + 1] : undefined;
  return next ? stepPath(next) : RECEIPT_PATH;
}

/** Where Back goes: the previous tab; from the first step (personal information) the cart. */
export function backPath(navArray: readonly string[], current: TabName): string {
  const tabs = knownTabs(navArray);
  const at = tabs.indexOf(current);
  return at > 0 ? stepPath(tabs[at - 1]) : '/cart';
}

/** "Step n of m" for the progress bar; a step outside nav_array counts as the first. */
export function stepPosition(navArray: readonly string[], current: TabName): { n: number; m: number } {
  const tabs = knownTabs(navArray);
  const at = tabs.indexOf(current);
  return { n: at >= 0 ? at + 1 : 1, m: Math.max(tabs.length, 1) };
}
