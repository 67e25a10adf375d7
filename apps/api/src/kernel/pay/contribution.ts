import type { Tier } from '@bs/contract';

/**
 * How an employer pays towards a coverage each month (ADR 0033). Percents are basis points
 * (5000 = 50%) so every figure is a whole number; money is whole cents.
 */
export type ContributionKind = 'none' | 'flat' | 'percent_employee_only' | 'percent_tier' | 'per_tier';
export const CONTRIBUTION_KINDS: readonly ContributionKind[] = [
  'none',
  'flat',
  'percent_employee_only',
  'percent_tier',
  'per_tier',
];

export type Contribution =
  | { kind: 'none' }
  | { kind: 'flat'; monthlyCents: number }
  /** A percent of the employee-only rate of the elected option, optionally capped per month. */
  | { kind: 'percent_employee_only'; percentBp: number; capCents: number | null }
  /** A percent of the elected tier's own rate, optionally capped per month. */
  | { kind: 'percent_tier'; percentBp: number; capCents: number | null }
  /** A fixed monthly amount per tier; a tier left out gets nothing. */
  | { kind: 'per_tier'; tierCents: Partial<Record<Tier, number>> };

export type PricedCoverage = {
  /** The elected tier's monthly price. */
  monthlyCents: number;
  /** The same option's employee-only (IO) monthly price at the same age. */
  employeeOnlyCents: number;
  tier: Tier;
};

const percentOf = (cents: number, bp: number) => Math.round((cents * bp) / 10_000);

/** The employer's monthly share: never more than the price, never less than nothing. */
export function employerMonthlyCents(c: Contribution, p: PricedCoverage): number {
  let share: number;
  switch (c.kind) {
    case 'none':
      share = 0;
      break;
    case 'flat':
      share = c.monthlyCents;
      break;
    case 'percent_employee_only':
    case 'percent_tier': {
      const base = c.kind === 'percent_tier' ? p.monthlyCents : p.employeeOnlyCents;
      const pct = percentOf(base, c.percentBp);
      share = c.capCents == null ? pct : Math.min(pct, c.capCents);
      break;
    }
    case 'per_tier':
      share = c.tierCents[p.tier] ?? 0;
      break;
  }
  return Math.max(0, Math.min(share, p.monthlyCents));
}

/** The monthly split of one coverage's price between employer and employee. */
export function monthlySplit(c: Contribution, p: PricedCoverage) {
  const employerCents = employerMonthlyCents(c, p);
  return { employerCents, employeeCents: p.monthlyCents - employerCents };
}
