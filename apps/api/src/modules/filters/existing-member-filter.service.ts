import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { invalid } from '../../http/errors';
import { newEnrollmentId } from '../continue/code-hash';
import { actorOf, recordChange } from '../enrollment/audit.repository';
import type { MemberProfile } from '../enrollment/existing-member.repository';
import { insertEnrollment, type StoredFilterInfo } from './enrollment.repository';
import { lookupZip } from './zip.service';

export interface MemberFilterChoice {
  tier: StoredFilterInfo['tier'];
  eprocess: 'rep' | 'group' | 'applicant';
  agent_id: number;
  group_id: number;
}

/**
 * Starts an enrollment (type existing-member) for a member on file: DOB, gender and zip come from
 * the member's record, the tier from the person. Shared by a rep's or group's Enroll Now
 * (add-filter-for-existing-user) and the member's own start (add-filter-for-member).
 */
export async function startMemberEnrollment(
  db: Db,
  req: FastifyRequest,
  m: MemberProfile,
  choice: MemberFilterChoice,
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
    type: 'existing-member',
    open_type: null,
    annual_incode: null,
    working_hours: null,
    user_id: m.user_id,
  };
  const id = newEnrollmentId();
  await db.transaction(async (tx) => {
    await insertEnrollment(tx, { id, filter, referral: null });
    await recordChange(tx, id, 'filter_info', 'start', actorOf(req, choice.eprocess));
  });
  return { temp_enrollment_id: id, show_quotation: choice.eprocess === 'applicant' ? 'no' : 'yes' };
}
