import type { Handler } from '../../http/handler';
import { invalid } from '../../http/errors';
import { newEnrollmentId } from '../continue/code-hash';
import { findAgent, findGroup, findPortal } from '../startup/people.repository';
import { checkDob } from './dob';
import { insertEnrollment, type StoredFilterInfo } from './enrollment.repository';
import { lookupZip } from './zip.service';

/**
 * Creates the temporary enrollment for the open-enrollment form. The id is 128 random bits.
 * Rule: reps and group administrators may e-mail quotes (show_quotation yes); applicants may not.
 */
export const addFilterForNewUser: Handler<'add-filter-for-new-user'> = async ({ db, body }) => {
  const place = lookupZip(body.zip);
  checkDob(body.dob);
  if (!(await findAgent(db, body.agent_id))) throw invalid('agent_id', 'Please choose a valid agent.');
  if (!(await findGroup(db, body.group_id))) throw invalid('group_id', 'Please choose a group');
  if (body.platform_group_id != null && !(await findPortal(db, body.platform_group_id))) {
    throw invalid('platform_group_id', 'Please choose a platform');
  }
  // A stale referral in the browser must not block shopping: unknown or retired ones are dropped.
  const [ref] = body.referral
    ? await db.query('SELECT 1 FROM referrals WHERE referral_id = $1 AND active', [body.referral])
    : [];
  const filter: StoredFilterInfo = {
    dob: body.dob,
    zip: place.zip,
    state: place.state,
    city: place.city,
    tier: body.tier,
    gender: body.gender,
    is_smoker: null,
    eprocess: body.eprocess,
    agent_id: body.agent_id,
    group_id: body.group_id,
    platform_group_id: body.platform_group_id ?? null,
    type: body.type ?? null,
    open_type: body.open_type ?? null,
    annual_incode: null,
    working_hours: null,
    user_id: null,
  };
  const id = newEnrollmentId();
  await insertEnrollment(db, { id, filter, referral: ref ? body.referral! : null });
  return {
    temp_enrollment_id: id,
    show_quotation: body.eprocess === 'rep' || body.eprocess === 'group' ? 'yes' : 'no',
  };
};
