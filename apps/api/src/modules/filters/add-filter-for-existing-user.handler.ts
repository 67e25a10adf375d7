import type { Handler } from '../../http/handler';
import { invalid, notFound } from '../../http/errors';
import { requireMemberAccess } from '../auth/access';
import { eprocessOf } from '../auth/principal';
import { newEnrollmentId } from '../continue/code-hash';
import { actorOf, recordChange } from '../enrollment/audit.repository';
import { findMemberProfile } from '../enrollment/existing-member.repository';
import { insertEnrollment, type StoredFilterInfo } from './enrollment.repository';
import { lookupZip } from './zip.service';

/**
 * Starts an enrollment for a current member (type existing-member): DOB, gender and zip come
 * from the member's record, the tier from the request. Scope (DESIGN §5, access-rules.ts): the
 * signed-in rep for members of their book, a group administrator for their group's, a member for
 * themselves. The body's eprocess/agent_id/group_id are hints: the session decides.
 */
export const addFilterForExistingUser: Handler<'add-filter-for-existing-user'> = async (ctx) => {
  const { db, body, req } = ctx;
  const { principal } = await requireMemberAccess(ctx, 'enroll-member', body.user_id);
  const m = await findMemberProfile(db, body.user_id);
  if (!m) throw notFound('user_id', 'This member was not found.');
  if (!m.zip || m.gender == null)
    throw invalid('user_id', "This member's record has no address or gender. Please start a new enrollment.");
  const place = lookupZip(m.zip);
  const eprocess = eprocessOf(principal.kind) ?? 'rep';
  const filter: StoredFilterInfo = {
    dob: m.dob,
    zip: place.zip,
    state: place.state,
    city: place.city,
    tier: body.tier,
    gender: m.gender,
    is_smoker: null,
    eprocess,
    agent_id: principal.kind === 'rep' ? principal.agent_id! : m.agent_id,
    group_id: m.group_id,
    platform_group_id: null,
    type: 'existing-member',
    open_type: null,
    annual_incode: null,
    working_hours: null,
    user_id: m.user_id,
  };
  const id = newEnrollmentId();
  await db.transaction(async (tx) => {
    await insertEnrollment(tx, { id, filter, referral: null });
    await recordChange(tx, id, 'filter_info', 'start', actorOf(req, eprocess));
  });
  return { temp_enrollment_id: id, show_quotation: eprocess === 'applicant' ? 'no' : 'yes' };
};
