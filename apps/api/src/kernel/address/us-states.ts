import zipcodes from 'zipcodes';

const titleCase = (s: string) =>
  s
    .toLowerCase()
    .replace(/\b([a-z])/g, (c) => c.toUpperCase())
    .replace(/\bOf\b/g, 'of');

const CANADA = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
let cached: { abbrev: string; name: string }[] | undefined;

/** The US states and DC of the zip data set (its Canadian provinces left out), by name. */
export function usStates(): { abbrev: string; name: string }[] {
  cached ??= Object.entries(zipcodes.states.abbr)
    .filter(([abbrev]) => !CANADA.has(abbrev))
    .map(([abbrev, name]) => ({ abbrev, name: titleCase(name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return cached;
}

/** A state typed as a code or a name (any case) -> its code, or null. */
export function stateCode(input: string): string | null {
  const s = input.trim().replace(/\s+/g, ' ');
  const byCode = usStates().find((x) => x.abbrev === s.toUpperCase());
  if (byCode) return byCode.abbrev;
  return usStates().find((x) => x.name.toLowerCase() === s.toLowerCase())?.abbrev ?? null;
}
