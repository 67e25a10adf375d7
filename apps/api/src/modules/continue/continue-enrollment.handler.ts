import { timingSafeEqual } from 'node:crypto';
import type { Handler } from '../../http/handler';
import { fieldError } from '../../http/errors';
import { hashCode, normalizeEmail } from './code-hash';
import {
  codesForEmail,
  MAX_FAILURES_PER_EMAIL,
  MAX_FAILURES_PER_IP,
  recentFailures,
  recordAttempt,
  WINDOW_MINUTES,
} from './continue.repository';
import { resumeEnrollment } from './resume';

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Continue a saved enrollment by e-mail + code. Rules: codes are compared as HMACs, expired
 * codes are refused, and 5 failures per e-mail (20 per IP) within 15 minutes lock further tries.
 */
export const continueEnrollment: Handler<'continue-enrollment'> = async ({
  db,
  body,
  config,
  req,
  reply,
}) => {
  const email = normalizeEmail(body.email);
  const ip = req.ip;
  const { byEmail, byIp } = await recentFailures(db, email, ip);
  if (byEmail >= MAX_FAILURES_PER_EMAIL || byIp >= MAX_FAILURES_PER_IP) {
    throw fieldError(429, 'code', `Too many attempts. Please wait ${WINDOW_MINUTES} minutes and try again.`);
  }
  const fail = async (target: string, message: string) => {
    await recordAttempt(db, email, ip, false);
    return fieldError(422, target, message);
  };
  const candidates = await codesForEmail(db, email);
  if (!candidates.length) throw await fail('email', 'We could not find a saved enrollment for this e-mail.');
  const hash = hashCode(body.code, config.codePepper);
  const match = candidates.find((c) => sameHash(c.code_hash, hash));
  if (!match) throw await fail('code', 'This code is not valid. Please check the code in your e-mail.');
  if (match.expired)
    throw await fail(
      'code',
      'This code has expired. Please start a new enrollment or save again for a new code.',
    );
  await recordAttempt(db, email, ip, true);
  return resumeEnrollment(db, req, reply, match.enrollment_id, 'code');
};
