import { isDbInt, type Queryable } from '../../db';
import type { Handler } from '../../kernel/handler';
import { notFound } from '../../http/errors';
import { requireMemberAccess } from '../../kernel/access/access';
import { findMemberProfile } from '../../kernel/enrollment/existing-member.repository';
import { startMemberEnrollment } from '../../kernel/enrollment/existing-member-filter.service';

export const MEMBER_NOT_FOUND = 'This member was not found.';

async function userIdOfToken(db: Queryable, token: string): Promise<number | undefined> {
  const [row] = await db.query<{ user_id: number }>(
    'SELECT user_id FROM member_store_tokens WHERE token = $1',
    [token],
  );
  return row?.user_id;
}

/**
 * POST add-filter-for-member (wizard §7): a member starts an enrollment for themselves, from
 * member home (user_id) or a member benefit store link (member_token; the link names the group,
 * 1929 in the spec). By user_id the signed-in principal must be that member (or their rep or
 * group administrator: access-rules.ts 'enroll-member'). By token the store link works without
 * signing in, but a link proves nobody's identity: the enrollment is a new applicant's with the
 * member's quote basics and name, bound to this browser, and never opens the member's record
 * (ADR 0013). An unknown token answers "not found" like an unknown member, so a guess tells nothing.
 */
export const addFilterForMember: Handler<'add-filter-for-member'> = async (ctx) => {
  const { db, body, req, reply } = ctx;
  const principal =
    !body.member_token && body.user_id != null
      ? (await requireMemberAccess(ctx, 'enroll-member', body.user_id)).principal
      : undefined;
  const userId = body.member_token ? await userIdOfToken(db, body.member_token) : body.user_id;
  const target = body.member_token ? 'member_token' : 'user_id';
  const m = userId != null && isDbInt(userId) ? await findMemberProfile(db, userId) : undefined;
  if (!m) throw notFound(target, MEMBER_NOT_FOUND);
  const groupId = body.group_id ?? m.group_id;
  if (!isDbInt(groupId)) throw notFound('group_id', `Group ${groupId} was not found.`);
  const [group] = await db.query('SELECT 1 FROM groups WHERE group_id = $1', [groupId]);
  if (!group) throw notFound('group_id', `Group ${groupId} was not found.`);
  return startMemberEnrollment(
    db,
    req,
    m,
    {
      tier: body.tier,
      eprocess: 'applicant',
      agent_id: m.agent_id,
      group_id: groupId,
    },
    principal ? { principal } : { link: true, reply },
  );
};
