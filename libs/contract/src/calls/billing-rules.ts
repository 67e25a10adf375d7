/**
 * Card and bank number rules shared by the billing form and the server (spec §3, §9).
 * Pure functions, no zod, so the browser can use them on their own.
 */

/** Luhn (mod 10) check of a card number's digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'other'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The card's brand from its leading digits (IIN ranges of the four US networks). */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9]|622(12[6-9]|1[3-9]\d|[2-8]\d\d|9[01]\d|92[0-5]))/.test(digits)) return 'discover';
  return 'other';
}

/** American Express prints a 4-digit code on the front; the others a 3-digit one on the back. */
export const securityCodeLength = (brand: CardBrand) => (brand === 'amex' ? 4 : 3);

/** ABA routing number checksum: 3-7-1 weights over the 9 digits, sum divisible by 10. */
export function abaChecksumValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const w = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = w.reduce((s, weight, i) => s + weight * Number(routing[i]), 0);
  return sum % 10 === 0 && routing !== '000000000';
}

/** Display masks (spec §9): bank accounts 5 x's + last 4, cards 6 x's + last 4. */
export const maskAccount = (digits: string) => `xxxxx${digits.slice(-4)}`;
export const maskCard = (digits: string) => `xxxxxx${digits.slice(-4)}`;

/** Expiration years offered: the current year to the current year + 20 (spec §9). */
export function expirationYears(now = new Date()): string[] {
  const y = now.getUTCFullYear();
  return Array.from({ length: 21 }, (_, i) => String(y + i));
}

/** A card is good through the last day of its expiration month. */
export function cardExpired(month: string, year: string, now = new Date()): boolean {
  const y = Number(year);
  const m = Number(month);
  const cy = now.getUTCFullYear();
  return y < cy || (y === cy && m < now.getUTCMonth() + 1);
}
