// zipcodes ships no types; only lookup() is used.
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
  const zipcodes: { lookup: typeof lookup };
  export default zipcodes;
}
