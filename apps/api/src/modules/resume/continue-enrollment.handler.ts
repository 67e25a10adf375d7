import { timingSafeEqual } from 'node:crypto';
import type { Handler } from '../../kernel/handler';
import { invalid } from '../../http/errors';
import { countAttempt, trustDevice } from '../../kernel/limits/guard';
import { CONTINUE_CODE } from '../../kernel/limits/policy';
import { hashCode, normalizeEmail } from '../../kernel/crypto/code-hash';
import { codesForEmail } from './continue.repository';
import { resumeEnrollment } from './resume';

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** One answer for an unknown e-mail and a wrong code: the answer never tells which e-mails saved. */
export const CODE_NOT_VALID = 'This code is not valid. Please check the code in your e-mail.';

/** Device cookies and counters of continuing by code are keyed by this subject. */
export const continueSubject = (email: string) => `continue:${email}`;

/**
 * Continue a saved enrollment by e-mail + code. The attempt is counted before the code is compared
 * (per client, per e-mail, per trusted device: limits/policy.ts); codes are compared as HMACs and
 * expired codes are refused. A right code marks the browser as a trusted device for the e-mail.
 */
export const continueEnrollment: Handler<'continue-enrollment'> = async ({
  db,
  body,
  config,
  req,
  reply,
}) => {
  const email = normalizeEmail(body.email);
  const attempt = await countAttempt({ req, reply }, CONTINUE_CODE, continueSubject(email));
  const hash = hashCode(body.code, config.codePepper);
  const match = (await codesForEmail(db, email)).find((c) => sameHash(c.code_hash, hash));
  if (!match) throw invalid('code', CODE_NOT_VALID);
  // Only someone holding the code learns that it expired.
  if (match.expired)
    throw invalid(
      'code',
      'This code has expired. Please start a new enrollment or save again for a new code.',
    );
  await attempt.succeeded();
  trustDevice({ req, reply }, continueSubject(email));
  return resumeEnrollment(db, req, reply, match.enrollment_id, 'code');
};
