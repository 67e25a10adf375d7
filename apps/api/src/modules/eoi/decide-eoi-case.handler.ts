import type { Handler } from '../../kernel/handler';
import { fieldError } from '../../http/errors';
import { NOT_ALLOWED, requireMemberAccess, requirePrincipal } from '../../kernel/access/access';
import { actorOf, recordCalendarChange } from '../../kernel/enrollment/audit.repository';
import { caseById, recordDecision } from '../../kernel/eoi/eoi.repository';
import type { Decision } from '../../kernel/eoi/eoi-rules';
import { mailBrand, tenantForEnrollment } from '../../kernel/mail/mail-brand';
import { renderEoiDecisionMail } from './eoi-decision-mail';

export const EOI_ALREADY_DECIDED = 'This decision was already recorded.';

/** Why the rules refused a decision, as the field error the person sees beside the field. */
const REFUSALS: Record<string, [status: number, field: string, message: string]> = {
  'not-pending': [409, 'case_id', EOI_ALREADY_DECIDED],
  'amount-out-of-range': [
    422,
    'amount',
    'The approved amount must be at least $1 and at most the pending amount.',
  ],
  'not-yet-expired': [422, 'decision', 'A case can be closed as expired only from its expiry day.'],
  'before-opened': [422, 'decided_on', 'A decision cannot be dated before the case opened.'],
  'effective-before-decision': [422, 'effective_on', 'Cover cannot start before the decision.'],
};

const decisionOf = (body: { decision: string; amount?: number }): Decision =>
  body.decision === 'approve-part'
    ? { kind: 'approve-part', amount: body.amount! }
    : ({ kind: body.decision } as Decision);

/**
 * POST decide-eoi-case (ADR 0035): the carrier's decision on a pending case, recorded by the rep
 * whose book holds the member or the platform administrator (access rule 'decide-eoi'), once. In
 * one transaction: the case (kernel/eoi rules), the change history's row, and the member's e-mail
 * queued in the outbox (sent after the commit). An unknown case answers 403 like another book's.
 */
export const decideEoiCase: Handler<'decide-eoi-case'> = async ({ db, req, body, config, mailer }) => {
  const ctx = { req, db };
  await requirePrincipal(ctx);
  const found = await caseById(db, body.case_id);
  if (!found) throw fieldError(403, 'session', NOT_ALLOWED);
  const { principal, member } = await requireMemberAccess(ctx, 'decide-eoi', found.memberUserId);
  const result = await db.transaction(async (tx) => {
    const r = await recordDecision(tx, config.dataKey, found.caseId, {
      decision: decisionOf(body),
      on: body.decided_on,
      effectiveOn: body.effective_on,
      reason: body.reason ?? null,
      by: principal.account_id,
    });
    if (!r.ok) {
      const [status, field, message] = REFUSALS[r.reason] ?? REFUSALS['not-pending']!;
      throw fieldError(status, field, message);
    }
    const effectiveOn = body.effective_on ?? body.decided_on;
    await recordCalendarChange(
      tx,
      found.memberUserId,
      'eoi-decision',
      {
        before: { status: 'pending', pending: found.pending },
        after: {
          case_id: found.caseId,
          plan_id: found.planId,
          status: r.status,
          granted: r.granted,
          effective_on: effectiveOn,
          // What the 834 and payroll carry from that day (ADR 0039).
          amount_in_force: found.approvedNow + r.granted,
          premium_after_cents: r.premiumAfterCents,
        },
      },
      { ...actorOf(req, null, config.dataKey), key: config.dataKey },
    );
    const [person] = await tx.query<{
      email: string;
      first_name: string;
      plan_name: string;
      lang: 'en' | 'es' | null;
    }>(
      `SELECT m.email, m.first_name, p.name AS plan_name,
              (SELECT c.lang FROM census_employees c WHERE c.member_user_id = m.user_id LIMIT 1) AS lang
         FROM members m, plans p WHERE m.user_id = $1 AND p.plan_id = $2`,
      [found.memberUserId, found.planId],
    );
    if (person?.email) {
      const brand = mailBrand(
        await tenantForEnrollment(tx, {
          open_type: member.group_id ? 'group' : 'agent',
          eprocess: 'rep',
          group_id: member.group_id,
          agent_id: member.agent_id,
        }),
        config,
      );
      await mailer.enqueue(tx, {
        kind: 'eoi_decision',
        to: person.email,
        ...renderEoiDecisionMail(
          {
            brand,
            firstName: person.first_name,
            planName: person.plan_name,
            status: r.status,
            approvedNow: found.approvedNow,
            granted: r.granted,
            pending: found.pending,
            effectiveOn,
          },
          person.lang ?? 'en',
        ),
      });
    }
    return { case_id: found.caseId, status: r.status, granted: r.granted };
  });
  mailer.kick();
  return result;
};
