import { describe, expect, it } from 'vitest';
import { stateCode, usStates } from './us-states';
import { checkCityStateZip, standardizeLine } from './usps-address';

describe('USPS standard address lines', () => {
  it.each([
    ['123 North Main Street Apartment 4b', '123 N MAIN ST APT 4B'],
    ['5 Elm st., suite 200', '5 ELM ST STE 200'],
    ['77 Sunset Boulevard West', '77 SUNSET BLVD W'],
    ['10 Park Avenue South Floor 3', '10 PARK AVE S FL 3'],
    ['9 Oak Lane #3', '9 OAK LN # 3'],
    ['1211 Avenue of the Americas', '1211 AVENUE OF THE AMERICAS'],
    ['P.O. Box 12', 'PO BOX 12'],
    ['Apartment 5', 'APT 5'],
    ['400 Lakeshore Parkway Building C', '400 LAKESHORE PKWY BLDG C'],
  ])('%s -> %s', (typed, standard) => expect(standardizeLine(typed)).toBe(standard));
});

describe('city, state and zip', () => {
  it('accepts the zip city in any case or spelling and answers the USPS name', () => {
    expect(checkCityStateZip('new york', 'ny', '10001')).toEqual({ ok: true, city: 'NEW YORK', state: 'NY' });
    expect(checkCityStateZip('St. Louis', 'MO', '63101')).toEqual({
      ok: true,
      city: 'SAINT LOUIS',
      state: 'MO',
    });
  });
  it('names the field that does not fit', () => {
    expect(checkCityStateZip('Boston', 'NY', '10001')).toMatchObject({ ok: false, field: 'city' });
    expect(checkCityStateZip('New York', 'NJ', '10001')).toMatchObject({ ok: false, field: 'state' });
    expect(checkCityStateZip('Nowhere', 'NY', '00000')).toMatchObject({ ok: false, field: 'zip' });
  });
  it('lists the 50 states and DC and reads codes or names', () => {
    expect(usStates()).toHaveLength(51);
    expect(usStates().map((s) => s.abbrev)).not.toContain('ON');
    expect(usStates()).toContainEqual({ abbrev: 'DC', name: 'District of Columbia' });
    expect([stateCode('ga'), stateCode('new york'), stateCode('Ontario')]).toEqual(['GA', 'NY', null]);
  });
});
