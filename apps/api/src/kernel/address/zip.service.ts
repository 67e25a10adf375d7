import zipcodes from 'zipcodes';
import { invalid } from '../../http/errors';

/** US zip -> state and city from the bundled USPS-derived data of the `zipcodes` package. */
export function lookupZip(zip: string): { zip: string; state: string; city: string } {
  const info = /^\d{5}$/.test(zip) ? zipcodes.lookup(zip) : undefined;
  if (!info || info.country !== 'US') throw invalid('zip', 'Please enter a valid US zip code.');
  return { zip: info.zip, state: info.state, city: info.city };
}
