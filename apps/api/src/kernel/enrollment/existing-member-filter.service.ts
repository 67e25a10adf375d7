import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { invalid } from '../../http/errors';
import { newEnrollmentId } from '../crypto/code-hash';
import { bindToBrowser } from '../access/enrollment-access';
import type { Principal } from '../access/principal';
import { actorOf, recordChange } from './audit.repository';
import type { MemberProfile } from './existing-member.repository';
import { insertEnrollment, type StoredFilterInfo } from './enrollment.repository';
import { requireEnrollmentWindow, storeWindowDate } from '../enrollment-windows/enrollment-gate';
import { lookupZip } from '../address/zip.service';

export interface MemberFilterChoice {
  tier: StoredFilterInfo['tier'];
  eprocess: 'rep' | 'group' | 'applicant';
  agent_id: number;
  group_id: number;
}

/**
 * Who starts it (ADR 0013). `principal`: the signed-in member or their rep or group
 * administrator, checked by the caller: the enrollment is the member's (type existing-member,
 * user_id set) and only such a principal reaches it. `link`: a member benefit store link, which
 * names a member but proves nobody: a new applicant's enrollment with the member's quote basics
 * and name (invited_user_id), bound to this browser, that never reaches the member's record.
 */
export type MemberStart = { principal: Principal } | { link: true; reply: FastifyReply };

/**
 * Starts an enrollment for a member on file: DOB, gender and zip come from the member's record,
 * the tier from the person. Shared by a rep's or group's Enroll Now (add-filter-for-existing-user)
 * and the member's own start (add-filter-for-member, by sign-in or by store link).
 */
export async function startMemberEnrollment(
  db: Db,
  req: FastifyRequest,
  m: MemberProfile,
  choice: MemberFilterChoice,
  start: MemberStart,
): Promise<{ temp_enrollment_id: string; show_quotation: 'yes' | 'no' }> {
  if (!m.zip || m.gender == null)
    throw invalid('user_id', "This member's record has no address or gender. Please start a new enrollment.");
  const place = lookupZip(m.zip);
  const filter: StoredFilterInfo = {
    dob: m.dob,
    zip: place.zip,
    state: place.state,
    city: place.city,
    tier: choice.tier,
    gender: m.gender,
    is_smoker: null,
    eprocess: choice.eprocess,
    agent_id: choice.agent_id,
    group_id: choice.group_id,
    platform_group_id: null,
    type: 'link' in start ? 'new-member' : 'existing-member',
    open_type: null,
    annual_incode: null,
    working_hours: null,
    user_id: 'link' in start ? null : m.user_id,
  };
  // A group member starting for themselves is held to the group's calendar (ADR 0034).
  await requireEnrollmentWindow(
    db,
    { ...filter, invited_user_id: 'link' in start ? m.user_id : null },
    'start',
  );
  const startedBy =
    'link' in start
      ? { invited_user_id: m.user_id }
      : { account_id: start.principal.account_id, user_id: start.principal.user_id };
  const id = newEnrollmentId();
  await db.transaction(async (tx) => {
    await insertEnrollment(tx, { id, filter, referral: null, startedBy });
    if ('link' in start) await bindToBrowser(tx, req, start.reply, id);
    await recordChange(tx, id, 'filter_info', 'start', actorOf(req, choice.eprocess, null));
    await storeWindowDate(tx, id);
  });
  return { temp_enrollment_id: id, show_quotation: choice.eprocess === 'applicant' ? 'no' : 'yes' };
}
