import type { Handler } from '../../kernel/handler';
import { bindToBrowser } from '../../kernel/access/enrollment-access';
import { invitationOf } from '../../kernel/access/invitation-links';
import { lookupZip } from '../../kernel/address/zip.service';
import { newEnrollmentId } from '../../kernel/crypto/code-hash';
import { actorOf, recordChange } from '../../kernel/enrollment/audit.repository';
import { insertEnrollment, type StoredFilterInfo } from '../../kernel/enrollment/enrollment.repository';
import { groupContact } from './invitations.repository';
import { findInvitedEmployee, markOpened, type InvitedEmployee } from './open-invitation.repository';

/** An employee's quote basics come from the census; eprocess, group and agent from the invitation. */
function filterOf(e: InvitedEmployee, agentId: number): StoredFilterInfo {
  const place = lookupZip(e.zip);
  return {
    dob: e.dob,
    zip: place.zip,
    state: place.state,
    city: place.city,
    tier: e.tier ?? 'IO',
    gender: e.gender,
    is_smoker: null,
    eprocess: 'applicant',
    agent_id: agentId,
    group_id: e.group_id,
    platform_group_id: null,
    type: 'new-group-member',
    open_type: 'group',
    annual_incode: null,
    working_hours: null,
    user_id: null,
  };
}

/**
 * POST open-invitation (issue 20, ADR 0021): the employee opens their mailed link. A live link
 * starts their enrollment, or resumes the one it started, and binds it to this browser (ADR
 * 0013); the client never names the group, agent or eprocess. An expired or revoked link answers
 * whom to contact; an unknown one only that it is unknown.
 */
export const openInvitation: Handler<'open-invitation'> = async ({ db, req, reply, body }) => {
  const link = await invitationOf(db, body.token);
  const e = link && (await findInvitedEmployee(db, link.census_id));
  if (!link || !e) return { state: 'unknown' as const };
  const group = (await groupContact(db, e.group_id))!;
  const contact = { name: group.name, phone: group.phone, email: group.email };
  if (link.state !== 'live') return { state: link.state, contact };
  if (e.enrolled) return { state: 'enrolled' as const, first_name: e.first_name, contact };
  const enrollmentId = await db.transaction(async (tx) => {
    let id = e.resumable ? e.enrollment_id! : undefined;
    if (!id) {
      id = newEnrollmentId();
      await insertEnrollment(tx, { id, filter: filterOf(e, group.agent_id), referral: null });
      await recordChange(tx, id, 'filter_info', 'start', actorOf(req, 'applicant', null));
    }
    await bindToBrowser(tx, req, reply, id);
    await markOpened(tx, e.census_id, id);
    return id;
  });
  return {
    state: 'open' as const,
    first_name: e.first_name,
    group_id: e.group_id,
    agent_id: group.agent_id,
    group_name: group.name,
    temp_enrollment_id: enrollmentId,
    tier: e.tier ?? 'IO',
    waived_at: e.waived_at ? new Date(e.waived_at).toISOString() : null,
    waive_reason: e.waive_reason,
    contact,
  };
};
