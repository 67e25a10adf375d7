import type { ContributionVersion } from '@bs/contract';
import { formatMoney, type TFunction } from '@bs/i18n';

const dollars = (cents: number) => formatMoney(cents / 100);

/** A contribution version in words ("50% of the employee-only rate, up to $20.00 a month"). */
export function describeRule(
  rule: ContributionVersion,
  t: TFunction,
  tierLabel: (code: string) => string,
): string {
  const cap = rule.cap_cents != null ? t('settings.rule.cap', { amount: dollars(rule.cap_cents) }) : '';
  switch (rule.kind) {
    case 'flat':
      return t('settings.rule.flat', { amount: dollars(rule.monthly_cents ?? 0) });
    case 'percent_employee_only':
      return t('settings.rule.percentEmployeeOnly', { percent: rule.percent ?? 0 }) + cap;
    case 'percent_tier':
      return t('settings.rule.percentTier', { percent: rule.percent ?? 0 }) + cap;
    case 'per_tier':
      return t('settings.rule.perTier', {
        amounts: Object.entries(rule.tier_cents ?? {})
          .map(([tier, cents]) => `${tierLabel(tier)} ${dollars(cents)}`)
          .join(', '),
      });
    default:
      return t('settings.rule.none');
  }
}
