import { z } from 'zod';

/**
 * Field rules shared by the wizard's step forms (spec §5 client rules, §9 limits). Each rule
 * carries the message shown beside the field, so the server's validation and the browser's
 * react-hook-form resolver say the same thing.
 */
export const REQUIRED = 'This field is required.';

const DATE_RE = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/;

/** MM/DD/YYYY -> UTC Date, or null when it is not a real calendar day (02/31). */
export function parseUsDate(s: string): Date | null {
  if (!DATE_RE.test(s)) return null;
  const [m, d, y] = s.split('/').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

/** Today at UTC midnight, so a date typed today is not "in the future". */
const today = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - 1;
};

/** Numbers sent by a non-browser client are taken as their digits. */
const digitsOf = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);

/**
 * What the OpenAPI document says a preprocessed field accepts (z.preprocess would otherwise be
 * documented as its inner schema only): the digits as text, or the same whole number as a JSON
 * number (a stored value sent back unchanged). Keep it in step with the rule it describes.
 */
export const digitsDoc = (pattern: RegExp, minimum: number, maximum: number) => ({
  anyOf: [
    { type: 'string', pattern: pattern.source },
    { type: 'integer', minimum, maximum },
  ],
  // Meta is merged into the inner string's schema: drop its keywords, the anyOf says them.
  type: undefined,
  pattern: undefined,
  minLength: undefined,
  maxLength: undefined,
});
/** A select's documented forms: the code as a number, as its digits, or '' (not chosen) if optional. */
export const choiceDoc = (values: readonly number[], optional: boolean) => ({
  anyOf: [
    { type: 'integer', enum: [...values] },
    { type: 'string', enum: [...values.map(String), ...(optional ? [''] : [])] },
  ],
});
/**
 * An empty select value means "not chosen"; numeric strings become numbers. null is not a
 * select's value (the wizard drops null fields before sending, spec §5): it is refused (issue 12).
 */
const choiceOf = (v: unknown) =>
  v === '' ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;

export const requiredText = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Must be at most ${max} characters.`);
/** Optional text: '' (an untouched input) counts as not given. */
export const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters.`).optional();

const NAME_RE = /^\p{L}[\p{L}\p{M} .'-]*$/u;
const NAME_MESSAGE = 'Please use letters, spaces, hyphens and apostrophes only.';
export const personName = () => requiredText(50).regex(NAME_RE, NAME_MESSAGE);
export const optionalPersonName = () =>
  z
    .string()
    .trim()
    .max(50, 'Must be at most 50 characters.')
    .refine((s) => s === '' || NAME_RE.test(s), NAME_MESSAGE)
    .optional();

/** MM/DD/YYYY, a real calendar day. */
export const usDate = (message = 'Please enter the date as MM/DD/YYYY.') =>
  z
    .string({ error: REQUIRED })
    .min(1, REQUIRED)
    .regex(DATE_RE, message)
    .refine((s) => parseUsDate(s) !== null, 'Please enter a real date.');
/** A date that has already happened (birthdates, onset, last seen). */
export const pastDate = (message?: string) =>
  usDate(message).refine(
    (s) => (parseUsDate(s)?.getTime() ?? 0) <= today(),
    'The date cannot be in the future.',
  );
export const optionalUsDate = () => z.union([z.literal(''), usDate()]).optional();
export const optionalPastDate = () => z.union([z.literal(''), pastDate()]).optional();

/**
 * SSN: 9 digits. A stored SSN comes back masked (*****1234); sending the mask back unchanged
 * keeps the stored number.
 */
export const SSN_MASK_RE = /^\*{5}\d{4}$/;
export const ssn = () =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .regex(/^(\d{9}|\*{5}\d{4})$/, 'SSN must be 9 digits.');
export const optionalSsn = () =>
  z
    .string()
    .trim()
    .regex(/^(|\d{9}|\*{5}\d{4})$/, 'SSN must be 9 digits.')
    .optional()
    // The document says what trim() lets through: blanks around the digits (all blank = not given).
    .meta({ pattern: '^\\s*(|\\d{9}|\\*{5}\\d{4})\\s*$' });

export const phone10 = () =>
  z
    .preprocess(
      digitsOf,
      z
        .string({ error: REQUIRED })
        .min(1, REQUIRED)
        .regex(/^\d{10}$/, 'Phone number must be 10 digits.'),
    )
    .meta(digitsDoc(/^\d{10}$/, 1_000_000_000, 9_999_999_999));
export const zip5 = () =>
  z
    .preprocess(
      digitsOf,
      z
        .string({ error: REQUIRED })
        .min(1, REQUIRED)
        .regex(/^\d{5}$/, 'Zip code must be 5 digits.'),
    )
    .meta(digitsDoc(/^\d{5}$/, 10_000, 99_999));

/** Weight in lbs, at most 3 digits. */
export const weight = () =>
  z
    .preprocess(
      digitsOf,
      z
        .string()
        .regex(/^(|[1-9]\d{0,2})$/, 'Weight must be a number of at most 3 digits.')
        .optional(),
    )
    .meta(digitsDoc(/^(|[1-9]\d{0,2})$/, 1, 999));
/** Height: feet is one digit, inches 0-11. */
export const heightFeet = () =>
  z
    .preprocess(
      digitsOf,
      z
        .string()
        .regex(/^(|[1-8])$/, 'Feet must be one digit from 1 to 8.')
        .optional(),
    )
    .meta(digitsDoc(/^(|[1-8])$/, 1, 8));
export const heightInch = () =>
  z
    .preprocess(
      digitsOf,
      z
        .string()
        .regex(/^(|\d|1[01])$/, 'Inches must be from 0 to 11.')
        .optional(),
    )
    .meta(digitsDoc(/^(|\d|1[01])$/, 0, 11));

/** Beneficiary share: a whole number 1-100 (non-digits are stripped by the form). */
export const percentage = () =>
  z
    .preprocess(
      digitsOf,
      z
        .string({ error: REQUIRED })
        .min(1, REQUIRED)
        .regex(/^(100|[1-9]\d?)$/, 'Percentage must be a whole number from 1 to 100.'),
    )
    .meta(digitsDoc(/^(100|[1-9]\d?)$/, 1, 100));

/** A select of numeric codes (gender, marital status, yes/no); '' is "not chosen". */
export const choice = <const V extends readonly [number, ...number[]]>(values: V, message: string) =>
  z
    .preprocess(
      choiceOf,
      z.union(
        values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<V[number]>, z.ZodLiteral<V[number]>],
        { error: message },
      ),
    )
    .meta(choiceDoc(values, false));
export const optionalChoice = <const V extends readonly [number, ...number[]]>(values: V, message: string) =>
  z
    .preprocess(
      choiceOf,
      z
        .union(
          values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<V[number]>, z.ZodLiteral<V[number]>],
          { error: message },
        )
        .optional(),
    )
    .meta(choiceDoc(values, true));
/** USPS checkbox and similar flags: sent as 1 or 0 (absent = 0). */
export const flag = () => optionalChoice([0, 1] as const, 'Must be 0 or 1.');

/** A text select whose values are fixed codes. */
export const codeChoice = <const V extends readonly [string, ...string[]]>(values: V, message: string) =>
  z.enum(values, { error: message });

/** 0 male, 1 female, 2 others (spec §3); dependents are 0 or 1 (spec §5). */
export const GENDER_MESSAGE = 'Please choose a gender';
/** 0 single, 1 married, 2 divorced, 3 widowed. */
export const maritalStatus = () => choice([0, 1, 2, 3] as const, 'Please choose a marital status.');

/** Dates compare as MM/DD/YYYY strings turned into time values (both must be real dates). */
export const dateOrder = (from?: string, to?: string) => {
  const a = from ? parseUsDate(from) : null;
  const b = to ? parseUsDate(to) : null;
  return !a || !b || a.getTime() <= b.getTime();
};
