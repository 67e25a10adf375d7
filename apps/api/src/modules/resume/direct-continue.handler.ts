import type { Handler } from '../../kernel/handler';
import { fieldError } from '../../http/errors';
import { enrollmentOfLink } from '../../kernel/access/continue-links.repository';
import { resumeEnrollment } from './resume';

export const LINK_EXPIRED = 'This link has expired. Please save your enrollment again to get a new link.';

/**
 * The e-mailed direct-continue link: its own token (never the enrollment id) is the proof, while
 * it is unexpired and not replaced by a newer save. Answers what continue-enrollment answers and
 * binds this browser, so both resume alike. An unknown, expired and revoked token answer alike.
 */
export const directContinue: Handler<'direct-continue'> = async ({ db, params, req, reply }) => {
  const enrollmentId = await enrollmentOfLink(db, params.token);
  if (!enrollmentId) throw fieldError(410, 'enrollment_id', LINK_EXPIRED);
  return resumeEnrollment(db, req, reply, enrollmentId, 'enrollment_id');
};
