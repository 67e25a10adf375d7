import type { Handler } from '../../kernel/handler';
import { requireGroupAccess } from '../../kernel/access/access';
import { revokeInvitationLinks } from '../../kernel/access/invitation-links';
import { detachOpenEnrollment } from './open-invitation.repository';
import { recordInvitationEvent } from '../../kernel/census/invitation-events';

/**
 * POST revoke-invitation: the employee's live links stop at once (a mistyped e-mail address, an
 * employee who left), every browser's hold on their enrollment ends, and the open enrollment is
 * left behind so the next invitation starts a fresh one (ADR 0026). Only a row of the group
 * named, which the caller must be allowed on.
 */
export const revokeInvitation: Handler<'revoke-invitation'> = async ({ db, req, body }) => {
  const staff = await requireGroupAccess({ req, db }, 'invite-employees', body.group_id);
  const [row] = await db.query('SELECT 1 FROM census_employees WHERE census_id = $1 AND group_id = $2', [
    body.census_id,
    body.group_id,
  ]);
  if (!row) return { revoked: 0 };
  return db.transaction(async (tx) => {
    const revoked = await revokeInvitationLinks(tx, body.census_id);
    // Recorded before the enrollment is detached, so the history of that enrollment shows it.
    if (revoked)
      await recordInvitationEvent(tx, {
        census_id: body.census_id,
        kind: 'revoke',
        account_id: staff.account_id,
      });
    await detachOpenEnrollment(tx, body.census_id);
    return { revoked };
  });
};
