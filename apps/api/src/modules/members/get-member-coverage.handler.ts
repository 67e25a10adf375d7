import type { Handler } from '../../kernel/handler';
import { requireMemberAccess } from '../../kernel/access/access';
import { documentView } from '../../kernel/eoi/plan-document-view';
import { documentsOfPlan } from '../../kernel/eoi/plan-documents.repository';

/**
 * GET get-member-coverage (issue 30): a member's plans in force or about to be, with each listed
 * plan's documents in the reader's language, for the member's home. Decided by 'view-member' (the
 * member themselves, the rep whose book holds them, their group's administrator).
 */
export const getMemberCoverage: Handler<'get-member-coverage'> = async (ctx) => {
  const { db, query, config, lang } = ctx;
  await requireMemberAccess(ctx, 'view-member', query.user_id);
  const plans = await db.query<{
    plan_id: number;
    plan_name: string;
    category: string;
    status: 'ACTIVE' | 'PENDING';
    policy_id: string;
    effective_date: string | null;
    monthly_cents: number | null;
    listed: boolean;
  }>(
    `SELECT mp.plan_id, p.name AS plan_name, p.category, mp.status, mp.policy_id,
            to_char(mp.effective_date, 'YYYY-MM-DD') AS effective_date, mp.price_cents AS monthly_cents, p.listed
       FROM member_plans mp JOIN plans p ON p.plan_id = mp.plan_id
      WHERE mp.user_id = $1 AND mp.status IN ('ACTIVE', 'PENDING')
      ORDER BY mp.status, p.category, p.name`,
    [query.user_id],
  );
  return {
    plans: await Promise.all(
      plans.map(async ({ listed, ...p }) => ({
        ...p,
        // Only a listed plan's documents: the download call serves those (as plan detail does).
        documents: listed
          ? (await documentsOfPlan(db, config.dataKey, p.plan_id, lang)).map(documentView)
          : [],
      })),
    ),
  };
};
