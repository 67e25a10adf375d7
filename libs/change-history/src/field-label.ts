import en from './i18n/en.json';

const KNOWN = new Set(Object.keys(en.history.field));

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
