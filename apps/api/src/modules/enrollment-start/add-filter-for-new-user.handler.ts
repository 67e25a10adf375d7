import type { Handler } from '../../kernel/handler';
import { fieldError, invalid } from '../../http/errors';
import { authorize, NOT_ALLOWED } from '../../kernel/access/access';
import { bindToBrowser } from '../../kernel/access/enrollment-access';
import { eprocessOf, principalOf } from '../../kernel/access/principal';
import { newEnrollmentId } from '../../kernel/crypto/code-hash';
import { findAgent, findGroup, findPortal } from '../../kernel/people/people.repository';
import { checkDob } from './dob';
import {
  insertEnrollment,
  type StartedBy,
  type StoredFilterInfo,
} from '../../kernel/enrollment/enrollment.repository';
import { lookupZip } from '../../kernel/address/zip.service';
import { storeWindowDate } from '../../kernel/enrollment-windows/enrollment-gate';

/**
 * Creates the temporary enrollment for the open-enrollment form. The id is 128 random bits, but
 * it is a name, not a credential (ADR 0013): an applicant's enrollment is bound to this
 * browser's key; a rep's or group's (eprocess rep/group) only to the signed-in rep or group
 * administrator whose book it is in, who alone may start one.
 * Rule: reps and group administrators may e-mail quotes (show_quotation yes); applicants may not.
 */
export const addFilterForNewUser: Handler<'add-filter-for-new-user'> = async ({ db, body, req, reply }) => {
  const place = lookupZip(body.zip);
  checkDob(body.dob);
  if (!(await findAgent(db, body.agent_id))) throw invalid('agent_id', 'Please choose a valid agent.');
  if (!(await findGroup(db, body.group_id))) throw invalid('group_id', 'Please choose a group');
  if (body.platform_group_id != null && !(await findPortal(db, body.platform_group_id))) {
    throw invalid('platform_group_id', 'Please choose a platform');
  }
  const principal = await principalOf(req, db);
  const staffStart = body.eprocess !== 'applicant';
  if (staffStart) {
    // 401 without a session, 403 outside the book; and a rep starts only a rep's, a group a group's.
    const staff = await authorize({ req, db }, 'work-enrollment', {
      agent_id: body.agent_id,
      group_id: body.group_id,
    });
    if (eprocessOf(staff.kind) !== body.eprocess) throw fieldError(403, 'session', NOT_ALLOWED);
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
  const startedBy: StartedBy = { account_id: principal?.account_id, user_id: principal?.user_id };
  const id = newEnrollmentId();
  await db.transaction(async (tx) => {
    await insertEnrollment(tx, { id, filter, referral: ref ? body.referral! : null, startedBy });
    if (!staffStart) await bindToBrowser(tx, req, reply, id);
    // A shopper of a group's store starts on the group's coverage day (ADR 0034).
    await storeWindowDate(tx, id);
  });
  return {
    temp_enrollment_id: id,
    show_quotation: staffStart ? 'yes' : 'no',
  };
};
