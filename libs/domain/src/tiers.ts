/** Coverage tiers (spec §3): who the plan covers. IC3 is a legacy child tier. */
export const TIERS = [
  { code: 'IO', label: 'Member Only' },
  { code: 'IS', label: 'Member + Spouse' },
  { code: 'IC', label: 'Member + Child(ren)' },
  { code: 'IF', label: 'Family' },
] as const;
export type TierCode = (typeof TIERS)[number]['code'];

export const tierLabel = (code: string): string => TIERS.find((t) => t.code === code)?.label ?? code;
export const isTierCode = (code: unknown): code is TierCode => TIERS.some((t) => t.code === code);
export const isChildTier = (code: string) => code === 'IC' || code === 'IC3';
/** Dependents are needed for every tier but Member Only. */
export const tierNeedsDependents = (code: string) => isTierCode(code) && code !== 'IO';

export const GENDERS = [
  { value: 0, label: 'Male', short: 'M' },
  { value: 1, label: 'Female', short: 'F' },
] as const;
