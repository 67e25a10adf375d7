import type { FieldError } from '@bs/contract';
import { checkCityStateZip, standardizeLine } from './usps-address';

export type AddressInput = { address1: string; address2?: string; city: string; state: string; zip: string };
export type CheckedAddress = { address1: string; address2: string; city: string; state: string; zip: string };

/**
 * An address as saved. With the USPS checkbox (with_validation 1) the city and state must fit
 * the zip and the lines are put in USPS standard form with the zip's city name; without it the
 * address is kept as typed. Field errors are named `${prefix}city` and so on.
 */
export function checkedAddress(
  a: AddressInput,
  withValidation: boolean,
  prefix: string,
): { address: CheckedAddress; errors: FieldError[] } {
  const typed = {
    address1: a.address1.trim(),
    address2: (a.address2 ?? '').trim(),
    city: a.city.trim(),
    state: a.state,
    zip: a.zip,
  };
  if (!withValidation) return { address: typed, errors: [] };
  const check = checkCityStateZip(a.city, a.state, a.zip);
  if (!check.ok)
    return {
      address: typed,
      errors: [{ target_element: `${prefix}${check.field}`, error_message: check.message }],
    };
  return {
    address: {
      address1: standardizeLine(a.address1),
      address2: standardizeLine(a.address2 ?? ''),
      city: check.city,
      state: check.state,
      zip: a.zip,
    },
    errors: [],
  };
}
