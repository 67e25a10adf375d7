import { createHmac, randomBytes } from 'node:crypto';

/** Codes are typed by people: case, spaces and hyphens do not matter. */
export const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** HMAC-SHA256 with a server-side pepper; only this hash is stored. */
export const hashCode = (code: string, pepper: string) =>
  createHmac('sha256', pepper).update(normalizeCode(code)).digest('hex');

/** E-mails compare case-insensitively. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** 128-bit, URL-safe id for temporary enrollments (22 characters). */
export const newEnrollmentId = () => randomBytes(16).toString('base64url');
