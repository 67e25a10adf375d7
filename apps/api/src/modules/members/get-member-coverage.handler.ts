import type { Handler } from '../../kernel/handler';
import { requireMemberAccess } from '../../kernel/access/access';
import { documentView } from '../../kernel/eoi/plan-document-view';
import { documentsOfPlan } from '../../kernel/eoi/plan-documents.repository';
import {
  COVERAGE_CASE_COLUMNS,
  COVERAGE_CASE_JOIN,
  caseOfRow,
  coverageOn,
  type CoverageCaseColumns,
} from '../../kernel/eoi/in-force';
import { todayUtc } from '../../kernel/enrollment-windows/calendar-days';

/**
 * GET get-member-coverage (issue 30): a member's plans in force or about to be, with each listed
 * plan's documents in the reader's language, for the member's home. Decided by 'view-member' (the
 * member themselves, the rep whose book holds them, their group's administrator). A life plan
 * says the amount of cover in force today and what waits for evidence of insurability, with the
 * premium in force (after a decision in force, the decided amount's, ADR 0039): amounts and status
 * only, never the EOI answers or the carrier's reason.
 */
export const getMemberCoverage: Handler<'get-member-coverage'> = async (ctx) => {
  const { db, query, config, lang } = ctx;
  await requireMemberAccess(ctx, 'view-member', query.user_id);
  const rows = await db.query<
    {
      plan_id: number;
      plan_name: string;
      category: string;
      status: 'ACTIVE' | 'PENDING';
      policy_id: string;
      effective_date: string | null;
      monthly_cents: number | null;
      listed: boolean;
      benefit_amount: number | null;
    } & CoverageCaseColumns
  >(
    `SELECT mp.plan_id, p.name AS plan_name, p.category, mp.status, mp.policy_id,
            to_char(mp.effective_date, 'YYYY-MM-DD') AS effective_date, mp.price_cents AS monthly_cents, p.listed,
            pp.benefit_amount, ${COVERAGE_CASE_COLUMNS}
       FROM member_plans mp JOIN plans p ON p.plan_id = mp.plan_id
       LEFT JOIN cart_items ci ON ci.enrollment_id = mp.enrollment_id AND ci.plan_id = mp.plan_id
       LEFT JOIN plan_pricing pp ON pp.ppid = ci.plan_pricing_id
       ${COVERAGE_CASE_JOIN}
      WHERE mp.user_id = $1 AND mp.status IN ('ACTIVE', 'PENDING')
      ORDER BY mp.status, p.category, p.name`,
    [query.user_id],
  );
  const today = todayUtc();
  const plans = rows.map(({ benefit_amount, ...r }) => {
    const f = coverageOn(
      { benefitAmount: benefit_amount, priceCents: r.monthly_cents, eoi: caseOfRow(r) },
      today,
    );
    return {
      plan_id: r.plan_id,
      plan_name: r.plan_name,
      category: r.category,
      status: r.status,
      policy_id: r.policy_id,
      effective_date: r.effective_date,
      listed: r.listed,
      monthly_cents: f.monthlyCents,
      amount_in_force: f.amount,
      amount_pending: f.pending,
    };
  });
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
