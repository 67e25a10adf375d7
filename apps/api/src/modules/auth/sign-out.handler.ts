import type { Handler } from '../../kernel/handler';
import { clearSessionCookie, sessionTokenOf } from '../../kernel/access/cookie';
import { clearEnrollmentKey } from '../../kernel/access/enrollment-key';
import { deleteSession } from '../../kernel/access/session.repository';

/**
 * Ends the server session (the cookie alone is worthless afterwards) and clears the cookie, and
 * the browser's enrollment key with it: the next person at a shared computer reaches nothing.
 */
export const signOut: Handler<'sign-out'> = async ({ db, req, reply }) => {
  const token = sessionTokenOf(req);
  if (token) await deleteSession(db, token);
  clearSessionCookie(req, reply);
  clearEnrollmentKey(req, reply);
  return { signed_out: true as const };
};
