import type { ShopPay } from '@bs/contract';
import type { Language } from '@bs/domain';
import { t } from '../../i18n/messages';
import { money } from '../../kernel/mail/html';

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * A group employee's deduction as the server's texts word it (ADR 0033: the quote e-mail, the
 * receipt mail and its PDF), the shop's words: "$9.23 per paycheck, 26 a year", the employer's
 * share when there is one, and before or after tax. The amounts are the money model's; the texts
 * only word them.
 */
export function payText(lang: Language, pay: ShopPay): string {
  return [
    t(lang, '{amount} per paycheck, {n} a year', {
      amount: money(cents(pay.employee_per_paycheck)),
      n: pay.paychecks_per_year,
    }),
    ...(pay.employer_monthly > 0
      ? [t(lang, 'Employer {amount}/month', { amount: money(cents(pay.employer_monthly)) })]
      : []),
    pay.pre_tax ? t(lang, 'Deducted before tax') : t(lang, 'Deducted after tax'),
  ].join(' · ');
}

/** The total row's label and amount: what each paycheck carries for the whole cart. */
export const payTotalText = (lang: Language, pay: ShopPay) => ({
  label: t(lang, 'Your cost per paycheck'),
  amount: payText(lang, pay),
});
