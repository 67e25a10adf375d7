import type { Handler } from '../../kernel/handler';
import { requireMemberAccess } from '../../kernel/access/access';
import { auditOfMember } from './history.repository';
import { buildHistory } from './history.service';
import { invitationEventsOfMember } from './invitation-events.repository';

/** GET get-member-history: the changes of every enrollment of a member, for those whose book holds them. */
export const getMemberHistory: Handler<'get-member-history'> = async ({ db, req, query, config }) => {
  await requireMemberAccess({ req, db }, 'view-history', query.user_id);
  return buildHistory(
    await auditOfMember(db, query.user_id),
    config.dataKey,
    query,
    await invitationEventsOfMember(db, query.user_id),
  );
};
