import type { Handler } from '../../kernel/handler';
import { requireGroupAccess } from '../../kernel/access/access';
import { revokeInvitationLinks } from '../../kernel/access/invitation-links';

/**
 * POST revoke-invitation: the employee's live links stop at once (a mistyped e-mail address, an
 * employee who left). Only a row of the group named, which the caller must be allowed on.
 */
export const revokeInvitation: Handler<'revoke-invitation'> = async ({ db, req, body }) => {
  await requireGroupAccess({ req, db }, 'invite-employees', body.group_id);
  const [row] = await db.query('SELECT 1 FROM census_employees WHERE census_id = $1 AND group_id = $2', [
    body.census_id,
    body.group_id,
  ]);
  return { revoked: row ? await revokeInvitationLinks(db, body.census_id) : 0 };
};
