import type { Tier } from '@bs/contract';
import type { RateBand } from '../../kernel/catalogue/plan-types';

type Band = [age_min: number, age_max: number, factor: number];

/** Adult issue ages 18+ with rising rates; medical-style plans stop at 64. */
export const ADULT: Band[] = [
  [18, 29, 1],
  [30, 39, 1.15],
  [40, 49, 1.45],
  [50, 64, 2],
  [65, 120, 2.8],
];
export const UNDER_65: Band[] = ADULT.slice(0, 4);
export const ANY_AGE: Band[] = [[0, 120, 1]];
export const TIER_FACTORS: Record<Tier, number> = { IO: 1, IS: 1.9, IC: 1.75, IF: 2.7 };
const ALL_TIERS: Tier[] = ['IO', 'IS', 'IC', 'IF'];

/**
 * Monthly rates from a Member Only base price in cents: per band, base x age factor x tier factor,
 * rounded to whole dollars minus a cent ($34.99). `perPerson` plans (disability) cost the same in
 * every tier; tiers left out are not sold in that option.
 */
export function rated(
  baseCents: number,
  opts: { bands?: Band[]; tiers?: Tier[]; perPerson?: boolean } = {},
): RateBand[] {
  const tiers = opts.tiers ?? ALL_TIERS;
  return (opts.bands ?? ADULT).map(([age_min, age_max, f]) => {
    const band: RateBand = { age_min, age_max };
    for (const t of tiers) {
      const cents = baseCents * f * (opts.perPerson ? 1 : TIER_FACTORS[t]);
      band[t] = Math.max(99, Math.round(cents / 100) * 100 - 1);
    }
    return band;
  });
}
