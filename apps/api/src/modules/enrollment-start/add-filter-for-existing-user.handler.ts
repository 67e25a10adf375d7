import type { Handler } from '../../kernel/handler';
import { notFound } from '../../http/errors';
import { requireMemberAccess } from '../../kernel/access/access';
import { eprocessOf } from '../../kernel/access/principal';
import { findMemberProfile } from '../../kernel/enrollment/existing-member.repository';
import { startMemberEnrollment } from '../../kernel/enrollment/existing-member-filter.service';

/**
 * Starts an enrollment for a current member (type existing-member): DOB, gender and zip come
 * from the member's record, the tier from the request. Scope (DESIGN §5, access-rules.ts): the
 * signed-in rep for members of their book, a group administrator for their group's, a member for
 * themselves. The body's eprocess/agent_id/group_id are hints: the session decides.
 */
export const addFilterForExistingUser: Handler<'add-filter-for-existing-user'> = async (ctx) => {
  const { db, body, req } = ctx;
  const { principal } = await requireMemberAccess(ctx, 'enroll-member', body.user_id);
  const m = await findMemberProfile(db, body.user_id);
  if (!m) throw notFound('user_id', 'This member was not found.');
  return startMemberEnrollment(
    db,
    req,
    m,
    {
      tier: body.tier,
      eprocess: eprocessOf(principal.kind) ?? 'rep',
      agent_id: principal.kind === 'rep' ? principal.agent_id! : m.agent_id,
      group_id: m.group_id,
    },
    { principal },
  );
};
