import type { Handler } from '../../kernel/handler';
import { notFound } from '../../http/errors';
import { requireMemberAccess } from '../../kernel/access/access';
import { requireAgent, requireGroup } from '../../kernel/people/people.repository';

/** A member's name, agent and group: for the member themselves, their rep or group administrator. */
export const getMemberInfo: Handler<'get-member-info'> = async (ctx) => {
  const { db, query } = ctx;
  await requireMemberAccess(ctx, 'view-member', query.user_id);
  const [m] = await db.query<{
    user_id: number;
    first_name: string;
    last_name: string;
    agent_id: number;
    group_id: number;
  }>('SELECT user_id, first_name, last_name, agent_id, group_id FROM members WHERE user_id = $1', [
    query.user_id,
  ]);
  if (!m) throw notFound('user_id', `Member ${query.user_id} was not found.`);
  return {
    member_info: { first_name: m.first_name, last_name: m.last_name, userid: m.user_id },
    agent_info: await requireAgent(db, m.agent_id),
    group_info: await requireGroup(db, m.group_id),
  };
};
