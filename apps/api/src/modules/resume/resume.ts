import {
  eprocess as eprocessSchema,
  savedTab as savedTabSchema,
  type ContinueEnrollmentResult,
} from '@bs/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import { fieldError } from '../../http/errors';
import { bindToBrowser, mayTouchEnrollment } from '../../kernel/access/enrollment-access';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';

export const MEMBER_SIGN_IN_TO_CONTINUE =
  'This enrollment is for a current member. Please sign in, then continue it from your home page.';

/**
 * What continue-by-code and the mailed link answer once the person has proved the code or the
 * link: this browser is bound to the enrollment (ADR 0013) and gets its context back. A completed
 * enrollment is only reported as complete (nothing to edit, no binding). An existing member's
 * enrollment shows their record, so it also needs the member or their staff signed in.
 */
export async function resumeEnrollment(
  db: Queryable,
  req: FastifyRequest,
  reply: FastifyReply,
  enrollmentId: string,
  target: string,
): Promise<ContinueEnrollmentResult> {
  const e = await requireEnrollment(db, enrollmentId);
  const [done] = await db.query<{ completed: boolean }>(
    'SELECT completed_at IS NOT NULL AS completed FROM enrollments WHERE enrollment_id = $1',
    [enrollmentId],
  );
  const completed = done?.completed === true;
  if (!completed) {
    if (e.user_id != null && !(await mayTouchEnrollment(req, db, e.enrollment_id)))
      throw fieldError(401, target, MEMBER_SIGN_IN_TO_CONTINUE);
    await bindToBrowser(db, req, reply, e.enrollment_id);
  }
  return {
    result: {
      enrollment_id: e.enrollment_id,
      saved_tab: savedTabSchema.catch('primary_info').parse(e.saved_tab),
      eprocess: eprocessSchema.catch('applicant').parse(e.eprocess),
      completed,
      others: {
        group_id: e.group_id,
        platform_group_id: e.platform_group_id,
        agent_id: e.agent_id,
        open_type: e.open_type,
        type: e.type,
      },
    },
  };
}
