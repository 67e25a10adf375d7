import en from './i18n/en.json';

const ORDER = Object.keys(en.history.field);
const KNOWN = new Set(ORDER);

/** One part of a field's path as the table shows it: a label, a person's number, or the raw key. */
export type FieldPart = { label: string } | { number: number } | { code: string };

/**
 * A changed field's path (`address1`, `2.first_name`, `1.primary_info.ssn`) as parts a person can
 * read: known keys become labels in the reader's language, list positions "#2" as the screens
 * number people; a key no label knows stays as its code rather than as a made-up English name.
 */
export function fieldParts(path: string, t: (key: string) => string): FieldPart[] {
  return path
    .split('.')
    .filter(Boolean)
    .map((part) =>
      /^\d+$/.test(part)
        ? { number: Number(part) }
        : KNOWN.has(part)
          ? { label: t(`history.field.${part}`) }
          : { code: part },
    );
}

/**
 * Orders two field paths as the steps list their fields (the label catalogue follows the steps):
 * a list's entries by number, then each entry's fields. Snapshots come back from the database
 * with their keys in its own order (jsonb sorts them by length), which no reader expects.
 */
export function byStepOrder(a: string, b: string): number {
  // A section's own fields first, then its list's entries by number, unknown keys last.
  const rank = (part: string) =>
    /^\d+$/.test(part)
      ? ORDER.length + Number(part)
      : KNOWN.has(part)
        ? ORDER.indexOf(part)
        : 2 * ORDER.length;
  const pa = a.split('.');
  const pb = b.split('.');
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    const d = rank(pa[i]!) - rank(pb[i]!) || pa[i]!.localeCompare(pb[i]!);
    if (d) return d;
  }
  return pa.length - pb.length;
}
