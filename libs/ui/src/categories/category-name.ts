import type { TFunction } from '@bs/i18n';
import { t as categoryT, useT } from './i18n/messages';

/**
 * A plan category's name in the reader's language (menu, filter, listing). A module of its own,
 * with the categories' own catalogue: a bundle that needs nothing else of libs/ui (the shell's
 * main.js) carries no other of its texts, and a screen with other choices only (the shop's
 * landing: tier and gender) does not carry these (ADR 0032).
 */
export const categoryName = (key: string, t: TFunction = categoryT): string =>
  t(`category.${key}`, { defaultValue: key });

/** categoryName, re-rendered on a language switch. */
export function useCategoryName(): (key: string) => string {
  const t = useT();
  return (key) => categoryName(key, t);
}
