import type { FieldDefs } from '../../shared/step-kit/field-defs';
import { prune } from '../../shared/step-kit/prune';

export interface ContactValues {
  [key: string]: unknown;
  email_address: string;
  phone_number: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  with_validation: number;
}

export const EMPTY_CONTACT: ContactValues = {
  email_address: '',
  phone_number: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  with_validation: 0,
};

/** save-contact-info: shown fields, state and zip stay the quote's, USPS checkbox as 1 or 0. */
export function contactPayload(values: ContactValues, defs: FieldDefs) {
  const shown = defs.pick(values);
  for (const key of ['state', 'zip'] as const) if (defs.readOnly(key)) delete shown[key];
  return { ...prune(shown), with_validation: values.with_validation === 1 ? 1 : 0 };
}

/** An address inside a server message ("Did you mean ana@gmail.com?") other than the one typed. */
export function suggestedEmail(message: string | undefined, typed: string): string | null {
  const found = message?.match(/[^\s@¿?"“”]+@[^\s@?"“”]+\.[A-Za-z]{2,}/)?.[0] ?? null;
  return found && found.toLowerCase() !== typed.trim().toLowerCase() ? found : null;
}
