import type { AddToCartErrorCode } from '@bs/contract';
import { formatMoney } from '@bs/i18n';
import { t } from '../after-landing/i18n/messages';

/** What a "clicking here" / "editing your basic info above" link in a message opens. */
export type MessageAction = 'income' | 'hours' | 'smoker' | 'basic';

/**
 * The refusals with the spec's own wording (shopping §8) and the popup that fixes each. The text
 * is `pricing.errors.<code>` in the shop's messages; its <fix>…</fix> part is the link.
 */
export const PRICING_MESSAGES: Partial<Record<AddToCartErrorCode, MessageAction>> = {
  salaryError: 'income',
  hourError: 'hours',
  stateError: 'basic',
  tierError: 'basic',
  ageError: 'basic',
  metError: 'basic',
  smokerError: 'smoker',
};

/** A plan refusal shown in the pricing area: the code and the server's own message. */
export interface PricingProblem {
  code: AddToCartErrorCode;
  message?: string;
}

/** A price as the pricing options show it: "$29.00 / month" or "$50.00 one time". */
export const priceText = (amount: number, feeType: 'monthly' | 'one_time'): string =>
  t(feeType === 'one_time' ? 'pricing.oneTime' : 'pricing.perMonth', { price: formatMoney(amount) });
