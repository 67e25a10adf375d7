import type { Handler } from '../../kernel/handler';
import { invalid } from '../../http/errors';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { requireGroup } from '../../kernel/people/people.repository';
import { todayUtc } from '../../kernel/enrollment-windows/calendar-days';
import { groupWindow } from '../../kernel/enrollment-windows/group-window';
import { isGroupEnrollment } from '../../kernel/pay/shop-pay';

/**
 * Who is being enrolled under which group (the listing's header). With an enrollment: its group
 * and, for an existing or invited member, the member's name; with only group_id: the group. With
 * the group's open-enrollment state when it has a plan year (ADR 0034).
 */
export const getGroupAgentMemberInfo: Handler<'get-group-agent-member-info'> = async ({
  db,
  query,
  lang,
}) => {
  if (query.enrollment_id === undefined && query.group_id === undefined)
    throw invalid('enrollment_id', 'This field is required.');
  const e = query.enrollment_id !== undefined ? await requireEnrollment(db, query.enrollment_id) : undefined;
  const group = await requireGroup(db, e?.group_id ?? query.group_id!);
  // A member benefit store link's enrollment shows the invited member's name (their link), no more.
  const userId = e?.user_id ?? e?.invited_user_id ?? null;
  const [member] = userId
    ? await db.query<{ first_name: string; last_name: string }>(
        'SELECT first_name, last_name FROM members WHERE user_id = $1',
        [userId],
      )
    : [];
  // The group's window, the same for every shopper of its store (never one employee's own).
  const window =
    e && isGroupEnrollment(e) ? await groupWindow(db, group.group_id, todayUtc(), lang) : undefined;
  return {
    enrollment_type: member ? 'existing-user' : 'new-user',
    result: {
      user_info: member ? { first_name: member.first_name, last_name: member.last_name } : null,
      group_info: { name: group.name, code: group.code, ...(window && { enrollment_window: window }) },
    },
  };
};
