import type { Handler } from '../../kernel/handler';
import { invalid } from '../../http/errors';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { notAwaitingReviewSql } from '../../kernel/enrollment/member-match';

export const MEMBER_EMAIL_TAKEN =
  "This e-mail belongs to another member. Please enter the client's own e-mail address.";

/**
 * The member's e-mail: deliverable (as validate-email-neverbounce) and, for an enrollment, not
 * the address of a different existing member (an existing member keeps their own). A possible
 * duplicate awaiting review does not count: its address was typed by someone unproven.
 */
export const validateMemberEmail: Handler<'validate-member-email'> = async ({ db, body, verify }) => {
  const check = await verify.email.verify(body.email);
  if (!check.ok) throw invalid('email', check.message);
  if (body.enrollment_id) {
    const e = await requireEnrollment(db, body.enrollment_id);
    const [other] = await db.query(
      `SELECT 1 FROM members m WHERE lower(email) = lower($1) AND user_id IS DISTINCT FROM $2
          AND ${notAwaitingReviewSql('m')}`,
      [check.email, e.user_id],
    );
    if (other) throw invalid('email', MEMBER_EMAIL_TAKEN);
  }
  return { result: { email: check.email, mx: check.mx } };
};
