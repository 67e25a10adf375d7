import type { Handler } from '../../kernel/handler';
import { fieldError } from '../../http/errors';
import { authorizeInvitationHolder } from '../../kernel/access/invitation-links';
import { findInvitedEmployee, recordWaiver } from './open-invitation.repository';
import { recordInvitationEvent } from '../../kernel/census/invitation-events';

export const WAIVE_REFUSED =
  'This invitation link is not valid any more. Please open the link from your latest e-mail.';
export const ALREADY_ENROLLED = 'You are already enrolled.';

/**
 * POST waive-coverage (issue 20): "I don't want coverage", with a reason. Authorised by the live
 * link in the browser that opened it (access rule 'waive-by-token'); the waiver is kept with its
 * time and shown on the board until the employee enrolls after all.
 */
export const waiveCoverage: Handler<'waive-coverage'> = async ({ db, req, body }) => {
  const censusId = await authorizeInvitationHolder(db, req, body.token);
  if (censusId == null) throw fieldError(403, 'token', WAIVE_REFUSED);
  const e = await findInvitedEmployee(db, censusId);
  if (e?.enrolled) throw fieldError(409, 'reason', ALREADY_ENROLLED);
  const at = await db.transaction(async (tx) => {
    const when = await recordWaiver(tx, censusId, body.reason, body.text);
    await recordInvitationEvent(tx, { census_id: censusId, kind: 'waive', detail: body.reason });
    return when;
  });
  return { waived_at: new Date(at).toISOString() };
};
