import { GENDERS, TIERS } from '@bs/domain';
import type { SelectOption } from './select-field';

/** Tier choices as the wizard spec words them everywhere: code first, then who is covered. */
export const TIER_OPTIONS: readonly SelectOption[] = TIERS.map((t) => ({
  value: t.code,
  label: `${t.code} ${t.label}`,
}));

/** Gender choices of the quote forms (spec §5: Male 0, Female 1). */
export const GENDER_OPTIONS: readonly SelectOption[] = GENDERS.map((g) => ({
  value: g.value,
  label: g.label,
}));

export const tierOptionLabel = (code: string): string =>
  TIER_OPTIONS.find((o) => o.value === code)?.label ?? code;
