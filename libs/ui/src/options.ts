import { GENDERS, TIERS } from '@bs/domain';
import type { TFunction } from '@bs/i18n';
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

/** The option lists, re-rendered on a language switch. */
export function useChoiceLabels() {
  const t = useT();
  return {
    tierOptions: tierOptions(t),
    genderOptions: genderOptions(t),
    tierLabel: (code: string) => tierOptionLabel(code, t),
  };
}
