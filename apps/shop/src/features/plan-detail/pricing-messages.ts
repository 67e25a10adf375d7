import type { AddToCartErrorCode } from '@bs/contract';

/** What a "clicking here" / "editing your basic info above" link in a message opens. */
export type MessageAction = 'income' | 'hours' | 'smoker' | 'basic';

/** The spec's pricing messages (shopping §8), verbatim, and the phrase that opens the fix. */
export const PRICING_MESSAGES: Partial<
  Record<AddToCartErrorCode, { text: string; phrase: string; action: MessageAction }>
> = {
  salaryError: {
    text: 'Please enter a sufficient annual income to add product to the cart by clicking here.',
    phrase: 'clicking here',
    action: 'income',
  },
  hourError: {
    text: 'Please enter a sufficient working hours to add product to the cart by clicking here.',
    phrase: 'clicking here',
    action: 'hours',
  },
  stateError: {
    text: 'Plan not available in your state. Please change the state by editing your basic info above.',
    phrase: 'editing your basic info above',
    action: 'basic',
  },
  tierError: {
    text: 'Plan not available for this tier. Please change the tier by editing your basic info above.',
    phrase: 'editing your basic info above',
    action: 'basic',
  },
  ageError: {
    text: 'Plan not available for selected age group. Please edit your basic info above.',
    phrase: 'edit your basic info above',
    action: 'basic',
  },
  metError: {
    text: 'Plan not available in the area. Please choose another area by editing your basic info above.',
    phrase: 'editing your basic info above',
    action: 'basic',
  },
  smokerError: {
    text: 'Tobacco usage required. Please choose tobacco usage by clicking here.',
    phrase: 'clicking here',
    action: 'smoker',
  },
};

/** A plan refusal shown in the pricing area: the code and the server's own message. */
export interface PricingProblem {
  code: AddToCartErrorCode;
  message?: string;
}

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatPrice = (amount: number) => currency.format(amount);
