import { eprocess as eprocessSchema, savedTab as savedTabSchema } from '@bs/contract';
import type { Handler } from '../../http/handler';
import { fieldError } from '../../http/errors';
import { requireEnrollment } from '../filters/enrollment.repository';

export const LINK_EXPIRED = 'This link has expired. Please save your enrollment again to get a new link.';

/**
 * The e-mailed direct-continue link: the enrollment id (128 random bits) is the secret, and it
 * only works while a save-later code of the enrollment is unexpired (the same lifetime as the
 * code). Answers what continue-enrollment answers, so both resume alike.
 */
export const directContinue: Handler<'direct-continue'> = async ({ db, params }) => {
  const e = await requireEnrollment(db, params.enrollment_id);
  const [live] = await db.query(
    'SELECT 1 FROM continue_codes WHERE enrollment_id = $1 AND expires_at > now() LIMIT 1',
    [e.enrollment_id],
  );
  if (!live) throw fieldError(410, 'enrollment_id', LINK_EXPIRED);
  return {
    result: {
      enrollment_id: e.enrollment_id,
      saved_tab: savedTabSchema.catch('primary_info').parse(e.saved_tab),
      eprocess: eprocessSchema.catch('applicant').parse(e.eprocess),
      others: {
        group_id: e.group_id,
        platform_group_id: e.platform_group_id,
        agent_id: e.agent_id,
        open_type: e.open_type,
        type: e.type,
      },
    },
  };
};
