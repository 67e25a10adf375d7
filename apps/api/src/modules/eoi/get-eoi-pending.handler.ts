import type { Handler } from '../../kernel/handler';
import { authorize, requireAgentAccess } from '../../kernel/access/access';
import { dayNumber, todayUtc } from '../../kernel/enrollment-windows/calendar-days';

/**
 * GET get-eoi-pending (ADR 0035): the pending cases of a book (the agent's members), oldest first,
 * with the member's name and the plan's, for the rep of the book or the platform administrator
 * (access rule 'view-eoi-pending'). Without an agent, every book's cases: only the platform
 * administrator's 'any' holds for no owner, so a rep must name their own book. Amounts and reasons
 * only: the EOI health answers stay sealed.
 */
export const getEoiPending: Handler<'get-eoi-pending'> = async ({ db, req, query }) => {
  const agentId = query.agent_id ?? null;
  if (agentId === null) await authorize({ req, db }, 'view-eoi-pending', {});
  else await requireAgentAccess({ req, db }, 'view-eoi-pending', agentId);
  const rows = await db.query<{
    case_id: number;
    member_user_id: number;
    member_name: string;
    agent_id: number;
    plan_id: number;
    plan_name: string;
    elected: number;
    approved_now: number;
    pending: number;
    reasons: ('above-gi' | 'increase' | 'late-entrant')[];
    opened_on: string;
    expires_on: string;
  }>(
    `SELECT e.case_id::int AS case_id, e.member_user_id, m.first_name || ' ' || m.last_name AS member_name, m.agent_id,
            e.plan_id, p.name AS plan_name, e.elected, e.approved_now, e.pending, e.reasons,
            e.opened_on::text AS opened_on, e.expires_on::text AS expires_on
       FROM eoi_cases e JOIN members m ON m.user_id = e.member_user_id JOIN plans p ON p.plan_id = e.plan_id
      WHERE e.status = 'pending' AND ($1::int IS NULL OR m.agent_id = $1)
      ORDER BY e.opened_on, e.case_id`,
    [agentId],
  );
  const today = dayNumber(todayUtc());
  return { items: rows.map((r) => ({ ...r, age_days: today - dayNumber(r.opened_on) })) };
};
