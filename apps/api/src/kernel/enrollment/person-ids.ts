import { randomBytes } from 'node:crypto';

/** Ids of listed people (beneficiaries b_..., dependents d_...): random, stable once given. */
export const newPersonId = (prefix: 'b' | 'd') => `${prefix}_${randomBytes(6).toString('base64url')}`;
