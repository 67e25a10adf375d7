import { z } from 'zod';

/** Enrollment ids are opaque, unguessable (128-bit, base64url) strings. */
export const enrollmentId = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'Enrollment id is not valid');
/**
 * Ids of agents, groups, portals, plans and users: positive integers that fit the database's
 * integer columns. A JSON body must send a JSON number; nothing is coerced ("10109", true, [77],
 * null and '' are refused). Query strings carry text: the server turns a query value of plain
 * decimal digits into a number before validation (apps/api/src/http/query-numbers.ts), so
 * `0x277D`, `1.0109e4`, '' and repeated keys are refused there too.
 */
export const MAX_ID = 2_147_483_647;
export const numericId = z.number().int().positive().max(MAX_ID);
/** Absent means "not given"; a value that is present must be a valid id (null and '' are refused). */
export const optionalNumericId = numericId.optional();
export const zip = z.string().regex(/^\d{5}$/, 'Zip code must be 5 digits');
export const dob = z
  .string()
  .regex(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/, 'Date of birth must be MM/DD/YYYY');
export const tier = z.enum(['IO', 'IS', 'IC', 'IF'], { error: 'Please choose a tier' });
/** 0 male, 1 female, 2 others: a JSON number, never a string or boolean. */
export const gender = z.literal([0, 1, 2], { error: 'Please choose a gender' });
/** 1 smoker, 0 not. */
export const smoker = z.literal([0, 1], { error: 'Please choose yes or no.' });
export const eprocess = z.enum(['rep', 'applicant', 'group']);
export const openType = z.enum(['user', 'agent', 'group']);
export const categoryKey = z.enum([
  'dental',
  'vision',
  'medical',
  'limitedmed',
  'term_life',
  'supplemental',
  'lifestyle',
  'rx',
  'di',
  'critical',
  'accident',
  'hospital',
  'pet',
]);
export type CategoryKey = z.infer<typeof categoryKey>;
export type Tier = z.infer<typeof tier>;
export type Eprocess = z.infer<typeof eprocess>;
export type OpenType = z.infer<typeof openType>;

/** A YYYY-MM-DD day on the wire (the EDI and payroll calls). */
export const isoDate = z.iso.date({ error: 'Please enter a date.' });

/**
 * A YYYY-MM-DD calendar day (UTC) that says which rule it broke: the shape ("Please enter a
 * date.") or a day that does not exist, 2026-02-31 ("Please enter a real date."). The reports
 * and enrollment-calendar calls; rules across days (a year ends after it starts) are the server's.
 */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a date.')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'Please enter a real date.');
