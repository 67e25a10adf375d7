import { z } from 'zod';
import { enrollmentId } from '../primitives';
import {
  abaChecksumValid,
  cardBrand,
  cardExpired,
  expirationYears,
  luhnValid,
  securityCodeLength,
} from './billing-rules';
import { REQUIRED, requiredText, optionalText, zip5 } from './wizard-rules';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';
import * as p from './catalogue';
import * as w from './wizard';
import { agreementText } from './agreement';

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * How the enrollment pays (get-payment-method, per group or else per agent): cc offers Credit
 * Card and EFT; eft offers EFT only; list/elist force LIST (the group pays by its list bill);
 * stmt forces STMT (the group is billed by statement).
 */
export const PAYMENT_METHODS = ['cc', 'eft', 'list', 'elist', 'stmt'] as const;
export const paymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethod>;
export const EFT_TERMS_REQUIRED = 'Please agree to the EFT terms to pay from a bank account.';

/** The EFT texts a card payer agrees to on the billing step if they choose a bank account. */
export const eftTerms = z.object({
  version: z.string(),
  texts: z.array(agreementText),
  /** The set's hash: sent back as eft_terms_hash when the box is ticked. */
  texts_hash: sha256Hex,
});
export type EftTerms = z.infer<typeof eftTerms>;

export const paymentMethodResult = z.object({
  result: paymentMethod,
  /** Only for method cc (card or EFT): the EFT terms to agree to beside a bank account. */
  eft_terms: eftTerms.optional(),
  /** Who pays a list or statement bill: the group's name ("Billed to Lakeside Manufacturing"). */
  billed_to: z.string().optional(),
});
export type PaymentMethodResult = z.infer<typeof paymentMethodResult>;

export const ACCOUNT_TYPES = ['checking', 'savings'] as const;
export const ACCOUNT_HOLDER_TYPES = ['individual', 'company'] as const;
export const EXPIRATION_MONTHS = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
] as const;

export const CARD_NUMBER_MESSAGE = 'Please enter a valid card number.';
export const SECURITY_CODE_MESSAGE = 'Please enter the security code shown on the card.';
export const CARD_EXPIRED_MESSAGE = 'This card has expired.';
export const ROUTING_MESSAGE = 'Please enter a valid 9-digit routing number.';
/** Nine digits that fail the ABA checksum: a typo, not a wrong length. */
export const ROUTING_CHECKSUM_MESSAGE = 'This routing number is not valid.';
export const ROUTING_UNKNOWN_MESSAGE = 'We could not find a bank with this routing number.';

/** Digits only, as typed (the form strips spaces and dashes before sending). */
const digits = (re: RegExp, message: string) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).regex(re, message);

export const routingNumber = () =>
  digits(/^\d{9}$/, ROUTING_MESSAGE).refine(abaChecksumValid, ROUTING_CHECKSUM_MESSAGE);
export const cardNumber = () =>
  digits(/^\d{13,19}$/, CARD_NUMBER_MESSAGE).refine(luhnValid, CARD_NUMBER_MESSAGE);
export const securityCode = () => digits(/^\d{3,4}$/, SECURITY_CODE_MESSAGE);
export const expirationMonth = () =>
  z.enum(EXPIRATION_MONTHS, { error: 'Please choose an expiration month.' });
export const expirationYear = () =>
  z
    .string({ error: 'Please choose an expiration year.' })
    .regex(/^\d{4}$/, 'Please choose an expiration year.')
    .refine((y) => expirationYears().includes(y), 'Please choose an expiration year.');

/** The card's security code must fit its brand (4 digits for Amex, else 3); the card not expired. */
function checkCard(
  v: { card_number: string; security_code?: string; expiration_month: string; expiration_year: string },
  ctx: z.RefinementCtx,
) {
  if (
    v.security_code &&
    luhnValid(v.card_number) &&
    v.security_code.length !== securityCodeLength(cardBrand(v.card_number))
  )
    ctx.addIssue({ code: 'custom', path: ['security_code'], message: SECURITY_CODE_MESSAGE });
  if (cardExpired(v.expiration_month, v.expiration_year))
    ctx.addIssue({ code: 'custom', path: ['expiration_month'], message: CARD_EXPIRED_MESSAGE });
}

/**
 * The new card form (spec §3). The security code is checked and then dropped: it is never stored
 * (not in sections, logs or the audit trail). is_physical_address 'yes' copies the contact
 * address (the server takes it from contact_info).
 */
export const cardShape = {
  payment_method: z.literal('cc'),
  first_name_on_cc: requiredText(50),
  last_name_on_cc: requiredText(50),
  card_number: cardNumber(),
  expiration_month: expirationMonth(),
  expiration_year: expirationYear(),
  security_code: securityCode(),
  address1: requiredText(100),
  address2: optionalText(100),
  city: requiredText(50),
  state: z.string({ error: 'Please choose a state.' }).regex(/^[A-Z]{2}$/, 'Please choose a state.'),
  zip: zip5(),
  is_physical_address: z.enum(['yes', 'no']).default('no'),
};
/** The new bank account form (spec §3). bank_name is read-only: the server fills it from the routing directory. */
export const bankShape = {
  payment_method: z.literal('eft'),
  routing_number: routingNumber(),
  account_name: requiredText(100),
  bank_name: optionalText(100),
  account_number: digits(/^\d{4,17}$/, 'Account number must be 4 to 17 digits.'),
  account_type: z.enum(ACCOUNT_TYPES, { error: 'Please choose an account type.' }).default('checking'),
  account_holder_type: z
    .enum(ACCOUNT_HOLDER_TYPES, { error: 'Please choose an account holder type.' })
    .default('individual'),
  /** A card payer's agreement to the EFT terms (get-payment-method's eft_terms.texts_hash). */
  eft_terms_hash: sha256Hex.optional(),
};

/**
 * POST save-billing-info, one variant per payment_method. list/elist/stmt carry nothing else.
 * Errors name payment_info.<field>; an unknown routing number names payment_info.routing_number.
 * A payment_method the enrollment's group/agent does not offer names payment_info.payment_method.
 */
// The enrollment id is checked beside the variant, so a body without either names both fields.
const withEnrollment = <T extends z.ZodType>(variants: T) =>
  z.intersection(z.object({ enrollment_id: enrollmentId }), variants);

export const saveBillingInfoBody = withEnrollment(
  z.discriminatedUnion(
    'payment_method',
    [
      z.object(cardShape).superRefine(checkCard),
      z.object(bankShape),
      z.object({ payment_method: z.enum(['list', 'elist', 'stmt']) }),
    ],
    { error: 'Please choose a payment type.' },
  ),
);
export type SaveBillingInfoBody = z.input<typeof saveBillingInfoBody>;
export const cardForm = z.object(cardShape).superRefine(checkCard);
export type CardForm = z.input<typeof cardForm>;
export const bankForm = z.object(bankShape);
/** The new bank account form of a card payer: the EFT terms must be agreed (eft_terms_hash). */
export const bankFormWithEftTerms = bankForm.extend({
  eft_terms_hash: z.string({ error: EFT_TERMS_REQUIRED }).regex(/^[0-9a-f]{64}$/, EFT_TERMS_REQUIRED),
});
export type BankForm = z.input<typeof bankForm>;

/** A saved instrument's id, as get-existing-*-info answers it. */
const instrumentId = z.number({ error: REQUIRED }).int().positive();

/**
 * POST save-billing-info-existing: a saved card (card_id; the security code, if asked, is checked
 * and not kept) or a saved bank account (bank_id with its account and holder types).
 */
export const saveBillingInfoExistingBody = withEnrollment(
  z.discriminatedUnion(
    'payment_method',
    [
      z.object({
        payment_method: z.literal('cc'),
        card_id: instrumentId,
        security_code: securityCode().optional(),
      }),
      z.object({
        payment_method: z.literal('eft'),
        bank_id: instrumentId,
        account_type: bankShape.account_type,
        account_holder_type: bankShape.account_holder_type,
        eft_terms_hash: bankShape.eft_terms_hash,
      }),
    ],
    { error: 'Please choose a payment type.' },
  ),
);
export type SaveBillingInfoExistingBody = z.input<typeof saveBillingInfoExistingBody>;

/** A saved bank account: only the masked number (xxxxx1234) ever leaves the server. */
export const existingBank = z.object({
  bank_id: z.number().int(),
  account_name: z.string(),
  bank_name: z.string(),
  account_number: z.string().regex(/^x{5}\d{4}$/),
  account_type: z.enum(ACCOUNT_TYPES),
  account_holder_type: z.enum(ACCOUNT_HOLDER_TYPES),
});
export type ExistingBank = z.infer<typeof existingBank>;
export const existingBanks = z.object({ result: z.array(existingBank) });

/** A saved card: the masked number (xxxxxx1234); no security code is ever kept. */
export const existingCard = z.object({
  card_id: z.number().int(),
  name_on_cc: z.string(),
  card_number: z.string().regex(/^x{6}\d{4}$/),
  brand: z.enum(['visa', 'mastercard', 'amex', 'discover', 'other']),
  expiration_month: z.string(),
  expiration_year: z.string(),
});
export type ExistingCard = z.infer<typeof existingCard>;
export const existingCards = z.object({ result: z.array(existingCard) });

/** POST validate-routing-number (on blur): checksum first, then the routing directory. */
export const validateRoutingNumberBody = z.object({ routing_number: routingNumber() });
export const validateRoutingNumberResult = z.object({ result: z.object({ bank_name: z.string() }) });

/** The schemas of the billing module's calls (apps/api/src/modules/billing, ADR 0030). */
export const billingCallSchemas = {
  'get-payment-method': { query: p.enrollmentQuery, data: paymentMethodResult },
  'get-form-fields-billing-info': { query: p.enrollmentQuery, data: w.formFields },
  'get-existing-bank-info': { query: p.enrollmentQuery, data: existingBanks },
  'get-existing-card-info': { query: p.enrollmentQuery, data: existingCards },
  'validate-routing-number': { body: validateRoutingNumberBody, data: validateRoutingNumberResult },
  'save-billing-info': { body: saveBillingInfoBody, data: w.saveStatus },
  'save-billing-info-existing': { body: saveBillingInfoExistingBody, data: w.saveStatus },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
