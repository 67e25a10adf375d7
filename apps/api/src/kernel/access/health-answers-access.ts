import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import { inScope } from './access';
import { ACCESS_RULES } from './access-rules';
import { sessionTokenOf } from './cookie';
import { principalOf } from './principal';

/** Where answers come from: typed in an enrollment, or the member's file (their last completion). */
export type HealthSource =
  | {
      kind: 'enrollment';
      enrollment_id: string;
      eprocess: string;
      agent_id: number | null;
      group_id: number | null;
      user_id: number | null;
    }
  | { kind: 'member-file'; agent_id: number | null; group_id: number | null; user_id: number };

async function isCompleted(db: Queryable, enrollmentId: string): Promise<boolean> {
  const [row] = await db.query<{ done: boolean }>(
    'SELECT completed_at IS NOT NULL AS done FROM enrollments WHERE enrollment_id = $1',
    [enrollmentId],
  );
  return row?.done !== false;
}

/**
 * Minimum necessary (issue 26, ADR 0026): whether this caller is answered the health answers
 * themselves, or only that questions were answered. Asked by every call that can return them,
 * after the one access decision of the enrollment (enrollment-access.ts) let the caller in.
 *
 * - No session: the browser bound to the enrollment, the person who typed the answers.
 * - A member: answers of their own (access rule 'read-health-answers', 'self'), or typed in an
 *   applicant's enrollment their browser holds.
 * - Staff: only what was typed in a staff-started enrollment (eprocess rep or group) while it is
 *   open, so the wizard's Back and Review work when a rep enrolls a client face to face. Never a
 *   member's file, never an applicant's or invited employee's enrollment, never after completion.
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
    if (p.kind !== 'member' && (source.eprocess === 'rep' || source.eprocess === 'group'))
      return !(await isCompleted(db, source.enrollment_id));
  }
  return inScope(db, ACCESS_RULES['read-health-answers'][p.kind], p, source);
}
