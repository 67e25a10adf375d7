import type { Handler } from '../../http/handler';
import { fieldError, invalid, notFound } from '../../http/errors';
import { newEnrollmentId } from '../continue/code-hash';
import { actorOf, recordChange } from '../enrollment/audit.repository';
import { findMemberProfile } from '../enrollment/existing-member.repository';
import { insertEnrollment, type StoredFilterInfo } from './enrollment.repository';
import { lookupZip } from './zip.service';

export const NOT_IN_BOOK = 'This member is not in your book of business.';

/**
 * Starts an enrollment for a current member (type existing-member): DOB, gender and zip come
 * from the member's record, the tier from the request. Scope (DESIGN §5): a rep may start one
 * for members of their own or of a group they serve, a group administrator for their group's.
 */
export const addFilterForExistingUser: Handler<'add-filter-for-existing-user'> = async ({
  db,
  body,
  req,
}) => {
  const m = await findMemberProfile(db, body.user_id);
  if (!m) throw notFound('user_id', 'This member was not found.');
  if (body.agent_id != null && body.agent_id !== m.agent_id) {
    const [serves] = await db.query('SELECT 1 FROM agent_groups WHERE agent_id = $1 AND group_id = $2', [
      body.agent_id,
      m.group_id,
    ]);
    if (!serves) throw fieldError(403, 'user_id', NOT_IN_BOOK);
  }
  if (body.group_id != null && body.group_id !== m.group_id) throw fieldError(403, 'user_id', NOT_IN_BOOK);
  if (!m.zip || m.gender == null)
    throw invalid('user_id', "This member's record has no address or gender. Please start a new enrollment.");
  const place = lookupZip(m.zip);
  const eprocess = body.eprocess ?? 'rep';
  const filter: StoredFilterInfo = {
    dob: m.dob,
    zip: place.zip,
    state: place.state,
    city: place.city,
    tier: body.tier,
    gender: m.gender,
    is_smoker: null,
    eprocess,
    agent_id: body.agent_id ?? m.agent_id,
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
