import type { FieldDefs } from './field-defs';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A step form's starting values: what the step saved (get-enrollment-temp-info), else the field
 * definition's value (the quote's DOB, gender, state, zip), else empty. Flag objects
 * (holiday_policy) are merged over their defaults.
 */
export function initialValues<T extends Record<string, unknown>>(
  empty: T,
  saved: unknown,
  defs?: FieldDefs,
): T {
  const from = isRecord(saved) ? saved : {};
  const out: Record<string, unknown> = { ...empty };
  for (const [key, blank] of Object.entries(empty)) {
    const v = from[key] ?? defs?.value(key);
    if (v === undefined || v === null || v === '') continue;
    // Text stays text; a code the server answers as a number (marital status 1, prior coverage 1)
    // stays a number even where the empty form holds '' for "not chosen".
    if (typeof blank === 'string') out[key] = typeof v === 'number' ? v : String(v);
    else if (isRecord(blank)) out[key] = isRecord(v) ? { ...blank, ...v } : blank;
    else out[key] = v;
  }
  return out as T;
}
