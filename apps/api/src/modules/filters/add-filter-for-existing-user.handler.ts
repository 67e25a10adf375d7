import type { Handler } from '../../http/handler';
import { fieldError, notFound } from '../../http/errors';
import { findMemberProfile } from '../enrollment/existing-member.repository';
import { startMemberEnrollment } from './existing-member-filter.service';

export const NOT_IN_BOOK = 'This member is not in your book of business.';

/**
 * Starts an enrollment for a current member (type existing-member): DOB, gender and zip come
 * from the member's record, the tier from the request. Scope (DESIGN §5): a rep may start one
 * for members of their own or of a group they serve, a group administrator for their group's.
 */
export const addFilterForExistingUser: Handler<'add-filter-for-existing-user'> = async ({
  db,
  body,
  req,
}) => {
  const m = await findMemberProfile(db, body.user_id);
  if (!m) throw notFound('user_id', 'This member was not found.');
  if (body.agent_id != null && body.agent_id !== m.agent_id) {
    const [serves] = await db.query('SELECT 1 FROM agent_groups WHERE agent_id = $1 AND group_id = $2', [
      body.agent_id,
      m.group_id,
    ]);
    if (!serves) throw fieldError(403, 'user_id', NOT_IN_BOOK);
  }
  if (body.group_id != null && body.group_id !== m.group_id) throw fieldError(403, 'user_id', NOT_IN_BOOK);
  return startMemberEnrollment(db, req, m, {
    tier: body.tier,
    eprocess: body.eprocess ?? 'rep',
    agent_id: body.agent_id ?? m.agent_id,
    group_id: m.group_id,
  });
};
