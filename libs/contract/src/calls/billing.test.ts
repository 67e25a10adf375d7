import { describe, expect, it } from 'vitest';
import { saveBillingInfoBody, saveBillingInfoExistingBody } from './billing';
import { abaChecksumValid, cardBrand, cardExpired, luhnValid, maskAccount, maskCard } from './billing-rules';
import { saveAgreementInfoBody } from './agreement';
import { saveReviewInfoBody } from './review';

const enrollment_id = 'AAAAAAAAAAAAAAAAAAAAAAAA';
const year = String(new Date().getUTCFullYear() + 2);
const card = {
  enrollment_id,
  payment_method: 'cc',
  first_name_on_cc: 'Ana',
  last_name_on_cc: 'Lopez',
  card_number: '4111111111111111',
  expiration_month: '04',
  expiration_year: year,
  security_code: '123',
  address1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  is_physical_address: 'no',
};
const bank = {
  enrollment_id,
  payment_method: 'eft',
  routing_number: '021000021',
  account_name: 'Ana Lopez',
  account_number: '123456789',
};
const pathOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => i.path.join('.'));

describe('billing rules', () => {
  it('checks Luhn, brand, ABA checksum, expiry and masks', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(cardBrand('4111111111111111')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(abaChecksumValid('021000021')).toBe(true);
    expect(abaChecksumValid('021000022')).toBe(false);
    expect(cardExpired('01', '2020')).toBe(true);
    expect(maskAccount('123456789')).toBe('xxxxx6789');
    expect(maskCard('4111111111111111')).toBe('xxxxxx1111');
  });
});

describe('save-billing-info', () => {
  it('accepts a card, a bank account (defaults) and list/stmt', () => {
    expect(saveBillingInfoBody.safeParse(card).success).toBe(true);
    const b = saveBillingInfoBody.parse(bank);
    expect(b).toMatchObject({ account_type: 'checking', account_holder_type: 'individual' });
    expect(saveBillingInfoBody.safeParse({ enrollment_id, payment_method: 'stmt' }).success).toBe(true);
    expect(saveBillingInfoBody.safeParse({ enrollment_id, payment_method: 'list' }).success).toBe(true);
  });

  it.each([
    [{ card_number: '4111111111111112' }, 'card_number'],
    [{ expiration_year: String(new Date().getUTCFullYear()), expiration_month: '00' }, 'expiration_month'],
    [{ expiration_year: '2001' }, 'expiration_year'],
    [{ security_code: '12' }, 'security_code'],
    [{ card_number: '378282246310005', security_code: '123' }, 'security_code'],
    [{ zip: '1234' }, 'zip'],
    [{ expiration_month: 4 }, 'expiration_month'],
  ])('refuses the card %j naming %s', (patch, field) => {
    expect(pathOf(saveBillingInfoBody.safeParse({ ...card, ...patch }))).toContain(field);
  });

  it('refuses an expired card', () => {
    const now = new Date();
    if (now.getUTCMonth() === 0) return;
    const month = String(now.getUTCMonth()).padStart(2, '0');
    const r = saveBillingInfoBody.safeParse({
      ...card,
      expiration_month: month,
      expiration_year: String(now.getUTCFullYear()),
    });
    expect(pathOf(r)).toEqual(['expiration_month']);
  });

  it('refuses a bad routing checksum and a numeric account number', () => {
    expect(pathOf(saveBillingInfoBody.safeParse({ ...bank, routing_number: '021000022' }))).toEqual([
      'routing_number',
    ]);
    expect(pathOf(saveBillingInfoBody.safeParse({ ...bank, account_number: 123456789 }))).toEqual([
      'account_number',
    ]);
  });

  it('names payment_method when it is missing or unknown', () => {
    expect(pathOf(saveBillingInfoBody.safeParse({ enrollment_id }))).toEqual(['payment_method']);
    expect(pathOf(saveBillingInfoBody.safeParse({ enrollment_id, payment_method: 'cash' }))).toEqual([
      'payment_method',
    ]);
  });

  it('takes an existing card or bank by id', () => {
    expect(
      saveBillingInfoExistingBody.safeParse({ enrollment_id, payment_method: 'cc', card_id: 3 }).success,
    ).toBe(true);
    expect(
      saveBillingInfoExistingBody.parse({ enrollment_id, payment_method: 'eft', bank_id: 2 }),
    ).toMatchObject({
      account_type: 'checking',
    });
  });
});

describe('review and agreement bodies', () => {
  it('want first_enroll 1 and a PNG signature', () => {
    expect(saveReviewInfoBody.safeParse({ enrollment_id, first_enroll: 1 }).success).toBe(true);
    expect(saveReviewInfoBody.safeParse({ enrollment_id, first_enroll: '1' }).success).toBe(false);
    const ok = { enrollment_id, eprocess: 'applicant', agreed: [] };
    expect(
      saveAgreementInfoBody.safeParse({ ...ok, signature: 'data:image/png;base64,iVBORw0KGgo=' }).success,
    ).toBe(true);
    expect(
      pathOf(saveAgreementInfoBody.safeParse({ ...ok, signature: 'data:image/jpeg;base64,AA' })),
    ).toEqual(['signature']);
  });
});
