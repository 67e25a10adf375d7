import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import { inScope } from './access';
import { ACCESS_RULES } from './access-rules';
import { sessionTokenOf } from './cookie';
import { principalOf } from './principal';

/** Where answers come from: a section typed in an enrollment, or the member's file (their last completion). */
export type HealthSource =
  | {
      kind: 'enrollment';
      enrollment_id: string;
      /** The section holding the answers: the applicant's (health_info, eoi_info) or the dependents'. */
      section: 'health_info' | 'eoi_info' | 'dependent_info';
      eprocess: string;
      agent_id: number | null;
      group_id: number | null;
      user_id: number | null;
    }
  | { kind: 'member-file'; agent_id: number | null; group_id: number | null; user_id: number };

/** Whether this account saved the section last, in an enrollment not yet completed. */
async function typedByAccount(db: Queryable, enrollmentId: string, section: string, accountId: number) {
  const [last] = await db.query<{ account_id: number | null }>(
    `SELECT a.account_id::int AS account_id FROM enrollment_audit a
       JOIN enrollments e ON e.enrollment_id = a.enrollment_id AND e.completed_at IS NULL
      WHERE a.enrollment_id = $1 AND a.section = $2 ORDER BY a.id DESC LIMIT 1`,
    [enrollmentId, section],
  );
  return last?.account_id === accountId;
}

/**
 * Minimum necessary (issue 26, ADR 0026): whether this caller is answered the health answers
 * themselves, or only that questions were answered. Asked by every call that can return them,
 * after the one access decision of the enrollment (enrollment-access.ts) let the caller in.
 *
 * - No session: the browser bound to the enrollment, the person who typed the answers.
 * - A member: their own answers (access rule 'read-health-answers', 'self'), or those typed in
 *   an applicant's enrollment their browser holds.
 * - Staff (rule 'never'): only answers they typed themselves, in an enrollment still open (the
 *   last save of that section was by their account), so the wizard's Back and Review work when a
 *   rep enrolls a client face to face. Never a member's file, never what an applicant or invited
 *   employee typed, never after completion.
 */
export async function mayReadHealthAnswers(
  req: FastifyRequest,
  db: Queryable,
  source: HealthSource,
): Promise<boolean> {
  const p = sessionTokenOf(req) ? await principalOf(req, db) : null;
  if (!p) return true;
  if (source.kind === 'enrollment') {
    if (p.kind === 'member' && source.eprocess === 'applicant' && source.user_id == null) return true;
    if (
      p.account_id != null &&
      (await typedByAccount(db, source.enrollment_id, source.section, p.account_id))
    )
      return true;
  }
  return inScope(db, ACCESS_RULES['read-health-answers'][p.kind], p, source);
}
