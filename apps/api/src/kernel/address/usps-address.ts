import zipcodes from 'zipcodes';
import { DIRECTIONAL, SUFFIX, UNIT } from './usps-abbreviations';

/** Upper case, no punctuation but # and - and /, single spaces (USPS Publication 28 style). */
const clean = (line: string) =>
  line
    .toUpperCase()
    .replace(/[.,;:]/g, ' ')
    .replace(/#\s*/g, '# ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * One delivery line in USPS standard form: "123 North Main Street Apartment 4b" ->
 * "123 N MAIN ST APT 4B". The street suffix is abbreviated only as the street name's last word
 * (or before a trailing directional), so "Avenue of the Americas" keeps its first word;
 * a unit designator is abbreviated where a unit number follows it; "P.O. Box" becomes "PO BOX".
 */
export function standardizeLine(line: string): string {
  const words = clean(line)
    .replace(/\bP\s?O\s?BOX\b|\bPOST OFFICE BOX\b/g, 'PO BOX')
    .split(' ')
    .filter(Boolean);
  if (!words.length) return '';
  const unitAt = words.findIndex((w, i) => (UNIT.has(w) || w === '#') && i < words.length - 1);
  const street = unitAt >= 0 ? words.slice(0, unitAt) : words;
  const unit = unitAt >= 0 ? words.slice(unitAt) : [];
  // Directionals: a leading one after the house number, and a trailing one.
  if (street.length > 2 && DIRECTIONAL.has(street[1])) street[1] = DIRECTIONAL.get(street[1])!;
  let last = street.length - 1;
  if (last > 1 && DIRECTIONAL.has(street[last])) {
    street[last] = DIRECTIONAL.get(street[last])!;
    last -= 1;
  }
  if (last > 1 && SUFFIX.has(street[last])) street[last] = SUFFIX.get(street[last])!;
  if (unit.length && UNIT.has(unit[0])) unit[0] = UNIT.get(unit[0])!;
  return [...street, ...unit].join(' ');
}

/** City names compare without case, punctuation, or the Saint/St, Fort/Ft, Mount/Mt spelling. */
const cityKey = (city: string) =>
  clean(city)
    .replace(/\bST\b/g, 'SAINT')
    .replace(/\bFT\b/g, 'FORT')
    .replace(/\bMT\b/g, 'MOUNT')
    .replace(/[^A-Z ]/g, '');

export type AddressCheck =
  { ok: true; city: string; state: string } | { ok: false; field: 'city' | 'state' | 'zip'; message: string };

/**
 * Rule (the USPS checkbox): the zip must exist, lie in the given state, and belong to the given
 * city (the zip's preferred name or any city USPS lists for that zip). Answers the preferred
 * city name in USPS form.
 */
export function checkCityStateZip(city: string, state: string, zip: string): AddressCheck {
  const info = zipcodes.lookup(zip);
  if (!info || info.country !== 'US')
    return { ok: false, field: 'zip', message: 'Please enter a valid US zip code.' };
  if (info.state !== state.toUpperCase())
    return { ok: false, field: 'state', message: `Zip code ${zip} is not in ${state.toUpperCase()}.` };
  const matches =
    cityKey(city) === cityKey(info.city) ||
    [cityKey(city), clean(city)].some((name) =>
      zipcodes.lookupByName(name, info.state).some((z) => z.zip === info.zip),
    );
  if (!matches)
    return {
      ok: false,
      field: 'city',
      message: `The city does not match zip code ${zip} (${info.city}, ${info.state}).`,
    };
  return { ok: true, city: info.city.toUpperCase(), state: info.state };
}
