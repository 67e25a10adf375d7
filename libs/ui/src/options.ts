import { GENDERS, TIERS } from '@bs/domain';
import type { TFunction } from '@bs/i18n';
import { t as categoryT } from './categories/i18n/messages';
import { t as uiT, useT } from './i18n/messages';
import type { SelectOption } from './select-field';

/** Tier choices as the wizard spec words them everywhere: code first, then who is covered. */
export const tierOptions = (t: TFunction = uiT): SelectOption[] =>
  TIERS.map(({ code }) => ({ value: code, label: t(`tier.${code}`) }));

/** Gender choices of the quote forms (spec §5: Male 0, Female 1). */
export const genderOptions = (t: TFunction = uiT): SelectOption[] =>
  GENDERS.map(({ value }) => ({ value, label: t(`gender.${value}`) }));

export const tierOptionLabel = (code: string, t: TFunction = uiT): string =>
  TIERS.some((x) => x.code === code) ? t(`tier.${code}`) : code;

/** A plan category's name in the reader's language (menu, filter, listing). Its default
 * translator reads the categories' own catalogue only, so a bundle that needs nothing else of
 * libs/ui (the shell's main.js) carries no other of its texts. */
export const categoryName = (key: string, t: TFunction = categoryT): string =>
  t(`category.${key}`, { defaultValue: key });

/** The option lists, re-rendered on a language switch. */
export function useChoiceLabels() {
  const t = useT();
  return {
    tierOptions: tierOptions(t),
    genderOptions: genderOptions(t),
    tierLabel: (code: string) => tierOptionLabel(code, t),
    categoryName: (key: string) => categoryName(key, t),
  };
}
