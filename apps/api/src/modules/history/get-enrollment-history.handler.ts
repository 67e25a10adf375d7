import type { Handler } from '../../kernel/handler';
import { authorize, requirePrincipal, NOT_ALLOWED } from '../../kernel/access/access';
import { fieldError } from '../../http/errors';
import { auditOfEnrollment, enrollmentOwner } from './history.repository';
import { buildHistory } from './history.service';
import { invitationEventsOfEnrollment } from './invitation-events.repository';

/**
 * GET get-enrollment-history: who changed what in one enrollment (rep of its book, its group's
 * administrator, the platform administrator). An unknown id is refused like a forbidden one.
 */
export const getEnrollmentHistory: Handler<'get-enrollment-history'> = async ({ db, req, query, config }) => {
  await requirePrincipal({ req, db });
  const owner = await enrollmentOwner(db, query.enrollment_id);
  if (!owner) throw fieldError(403, 'session', NOT_ALLOWED);
  await authorize({ req, db }, 'view-history', owner);
  return buildHistory(
    await auditOfEnrollment(db, query.enrollment_id),
    config.dataKey,
    query,
    await invitationEventsOfEnrollment(db, query.enrollment_id),
  );
};
