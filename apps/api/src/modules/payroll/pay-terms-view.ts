import type { ContributionVersion, PayScheduleView } from '@bs/contract';
import { payDatesInPlanYear, type PaySchedule } from '../../kernel/pay/pay-frequency';
import type { StoredRule } from '../../kernel/pay/pay-terms.repository';

/** The wire shape of a schedule: its kind flattened, with every pay date it makes. */
export const scheduleView = (s: PaySchedule): PayScheduleView => ({
  plan_year_start: s.planYearStart,
  frequency: s.kind === 'calendar' ? 'calendar' : s.frequency,
  first_pay_date: s.kind === 'calendar' ? null : s.firstPayDate,
  pay_dates: payDatesInPlanYear(s),
});

/** The wire shape of a contribution version (basis points back to a percent). */
export function ruleView(r: StoredRule): ContributionVersion {
  const c = r.contribution;
  return {
    rule_id: r.ruleId,
    category: r.category,
    plan_id: r.planId,
    effective_from: r.effectiveFrom,
    kind: c.kind,
    percent: 'percentBp' in c ? c.percentBp / 100 : null,
    cap_cents: 'capCents' in c ? c.capCents : null,
    monthly_cents: c.kind === 'flat' ? c.monthlyCents : null,
    tier_cents: c.kind === 'per_tier' ? { ...c.tierCents } : null,
    created_by: r.createdBy,
    created_at: r.createdAt,
  };
}

/** The next `n` pay dates on or after `today`, across every plan year's schedule. */
export const nextPayDates = (schedules: readonly PaySchedule[], today: string, n = 6) =>
  schedules
    .flatMap(payDatesInPlanYear)
    .filter((d) => d >= today)
    .sort()
    .slice(0, n);
