import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export type PhoneCheck =
  | { ok: true; number: string; national_format: string; country: string; line_type: string | null }
  | { ok: false; message: string };

/** Whether a phone number is real and reachable; numverify or another service can implement it. */
export interface PhoneVerifier {
  verify(phone: string): Promise<PhoneCheck>;
}

export const PHONE_MESSAGES = {
  digits: 'Phone number must be 10 digits.',
  invalid: 'Please enter a valid US phone number.',
} as const;

/**
 * NANP rules from libphonenumber's full metadata: 10 digits (a leading country code 1 is
 * dropped), an area code in service, an exchange not starting with 0 or 1, no N11 service codes.
 * Numbers of any NANP country (US, territories, Canada, the Caribbean) are accepted.
 */
export function libphonenumberVerifier(): PhoneVerifier {
  return {
    async verify(phone) {
      let digits = phone.replace(/\D/g, '');
      if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
      if (digits.length !== 10) return { ok: false, message: PHONE_MESSAGES.digits };
      const parsed = parsePhoneNumberFromString(digits, 'US');
      if (!parsed || parsed.countryCallingCode !== '1' || !parsed.isValid())
        return { ok: false, message: PHONE_MESSAGES.invalid };
      return {
        ok: true,
        number: parsed.number,
        national_format: parsed.formatNational(),
        country: parsed.country ?? 'US',
        line_type: parsed.getType() ?? null,
      };
    },
  };
}
