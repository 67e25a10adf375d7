import { defineCalls } from '../../kernel/calls/call-entry';
import { ENROLLMENT_WRITES, LOOKUPS } from '../../kernel/limits/anonymous-writes';
import { ROUTING_RULE } from '../../http/docs-rules';
import { getExistingBankInfo } from './get-existing-bank-info.handler';
import { getExistingCardInfo } from './get-existing-card-info.handler';
import { getFormFieldsBillingInfo } from './get-form-fields-billing-info.handler';
import { getPaymentMethod } from './get-payment-method.handler';
import { saveBillingInfo } from './save-billing-info.handler';
import { saveBillingInfoExisting } from './save-billing-info-existing.handler';
import { validateRoutingNumber } from './validate-routing-number.handler';

/** The calls of the billing module: each one's handler, documentation, rules and limits (ADR 0030). */
export const billingCalls = defineCalls({
  'get-payment-method': {
    handler: getPaymentMethod,
    docs: [
      'Wizard: billing',
      'How the enrollment pays (per group, else per agent): cc offers card and EFT, eft EFT only, list/elist list billing, stmt statement billing.',
    ],
  },
  'get-form-fields-billing-info': {
    handler: getFormFieldsBillingInfo,
    docs: ['Wizard: billing', 'The fields of the Billing step for this enrollment.'],
  },
  'get-existing-bank-info': {
    handler: getExistingBankInfo,
    docs: ['Wizard: billing', "The existing member's saved bank accounts (masked numbers only)."],
  },
  'get-existing-card-info': {
    handler: getExistingCardInfo,
    docs: [
      'Wizard: billing',
      "The existing member's saved cards (masked numbers only; no security code is ever kept).",
    ],
  },
  'validate-routing-number': {
    handler: validateRoutingNumber,
    docs: [
      'Wizard: billing',
      'Checks a routing number (checksum, then the routing directory) and answers the bank name.',
    ],
    rules: ROUTING_RULE,
    anonymous: LOOKUPS,
  },
  'save-billing-info': {
    handler: saveBillingInfo,
    docs: [
      'Wizard: billing',
      'Saves the Billing step with a new card or bank account, or the list or statement billing the group uses. The security code is checked and never stored. Errors name payment_info.<field>.',
    ],
    rules:
      `${ROUTING_RULE} A card number passes the Luhn check ("Please enter a valid card number."); ` +
      'the security code has 4 digits for American Express and 3 for other brands ("Please enter ' +
      'the security code shown on the card."); the expiration year is this year up to 20 years ' +
      'ahead ("Please choose an expiration year.") and the card is not expired ("This card has ' +
      'expired.").',
    anonymous: ENROLLMENT_WRITES,
    errorSection: 'payment_info',
  },
  'save-billing-info-existing': {
    handler: saveBillingInfoExisting,
    docs: [
      'Wizard: billing',
      "Saves the Billing step with one of the existing member's saved cards or bank accounts.",
    ],
    anonymous: ENROLLMENT_WRITES,
    errorSection: 'payment_info',
  },
});
