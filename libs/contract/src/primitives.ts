import { z } from 'zod';

/** Enrollment ids are opaque, unguessable (128-bit, base64url) strings. */
export const enrollmentId = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'Enrollment id is not valid');
/** Query strings carry numbers as text; ids of agents, groups, portals and users are positive integers. */
export const numericId = z.coerce.number().int().positive();
export const optionalNumericId = z.preprocess(
  (v) => (v === '' || v == null ? undefined : v),
  numericId.optional(),
);
export const zip = z.string().regex(/^\d{5}$/, 'Zip code must be 5 digits');
export const dob = z
  .string()
  .regex(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/, 'Date of birth must be MM/DD/YYYY');
export const tier = z.enum(['IO', 'IS', 'IC', 'IF'], { error: 'Please choose a tier' });
export const gender = z.coerce
  .number()
  .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Please choose a gender' }));
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
