// zipcodes ships no types; these are the parts used here.
declare module 'zipcodes' {
  export type ZipInfo = {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  };
  export function lookup(zip: string | number): ZipInfo | undefined;
  /** Every zip of a city (names compare case-insensitively). */
  export function lookupByName(city: string, state: string): ZipInfo[];
  const zipcodes: {
    lookup: typeof lookup;
    lookupByName: typeof lookupByName;
    /** Code -> upper-case name, and upper-case name -> code. */
    states: { abbr: Record<string, string>; full: Record<string, string> };
  };
  export default zipcodes;
}
