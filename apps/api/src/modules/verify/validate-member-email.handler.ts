import type { Handler } from '../../kernel/handler';
import { invalid } from '../../http/errors';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';

export const MEMBER_EMAIL_TAKEN =
  "This e-mail belongs to another member. Please enter the client's own e-mail address.";

/**
 * The member's e-mail: deliverable (as validate-email-neverbounce) and, for an enrollment, not
 * the address of a different existing member (an existing member keeps their own).
 */
export const validateMemberEmail: Handler<'validate-member-email'> = async ({ db, body, verify }) => {
  const check = await verify.email.verify(body.email);
  if (!check.ok) throw invalid('email', check.message);
  if (body.enrollment_id) {
    const e = await requireEnrollment(db, body.enrollment_id);
    const [other] = await db.query(
      'SELECT 1 FROM members WHERE lower(email) = lower($1) AND user_id IS DISTINCT FROM $2',
      [check.email, e.user_id],
    );
    if (other) throw invalid('email', MEMBER_EMAIL_TAKEN);
  }
  return { result: { email: check.email, mx: check.mx } };
};
