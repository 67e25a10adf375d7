import type { Handler } from '../../kernel/handler';
import { requirePrincipal } from '../../kernel/access/access';
import { sessionTokenOf } from '../../kernel/access/cookie';
import { deleteOtherSessions, findLiveSession } from '../../kernel/access/session.repository';

/**
 * "Sign out other sessions" (ADR 0028): a person who signs in and suspects another browser (a
 * shared computer, a stolen laptop, a phished password) ends every other session of their
 * account or member record at once; the 12-hour lifetime is not a wait they have to sit out.
 */
export const signOutOtherSessions: Handler<'sign-out-other-sessions'> = async ({ db, req }) => {
  await requirePrincipal({ req, db });
  const session = await findLiveSession(db, sessionTokenOf(req)!);
  return { ended: session ? await deleteOtherSessions(db, session) : 0 };
};
