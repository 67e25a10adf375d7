import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { bindToBrowser } from '../../kernel/access/enrollment-access';
import { lookupZip } from '../../kernel/address/zip.service';
import { newEnrollmentId } from '../../kernel/crypto/code-hash';
import { actorOf, recordChange } from '../../kernel/enrollment/audit.repository';
import { insertEnrollment, type StoredFilterInfo } from '../../kernel/enrollment/enrollment.repository';
import { storeWindowDate } from '../../kernel/enrollment-windows/enrollment-gate';
import { invitationPrices } from './invitation-prices';
import type { groupContact } from './invitations.repository';
import { recordInvitationEvent } from '../../kernel/census/invitation-events';
import { markOpened, type InvitedEmployee } from './open-invitation.repository';

type Group = NonNullable<Awaited<ReturnType<typeof groupContact>>>;

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
 * The employee is in (the first browser to open the link, or one that proved it is the
 * employee): start their enrollment or resume the open one, bind it to this browser, and answer
 * the open invitation, with the group's plans per paycheck (only now: a browser that has not
 * proved the link sees none). Callers decide who gets here (ADR 0026).
 */
export async function enterInvitation(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  e: InvitedEmployee,
  group: Group,
) {
  const contact = { name: group.name, phone: group.phone, email: group.email };
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
    // Linked to the employee now: their window's coverage day is the enrollment's (ADR 0034).
    if (!e.resumable) await storeWindowDate(tx, id);
    // The history shows the opening that started the enrollment, not every revisit.
    if (!e.resumable) await recordInvitationEvent(tx, { census_id: e.census_id, kind: 'open' });
    return id;
  });
  return {
    state: 'open' as const,
    first_name: e.first_name,
    // What the employer has on file, shown so the employee can check it before enrolling (issue 32).
    on_file: { name: `${e.first_name} ${e.last_name}`, email: e.email, employee_id: e.employee_id },
    group_id: e.group_id,
    agent_id: group.agent_id,
    group_name: group.name,
    temp_enrollment_id: enrollmentId,
    tier: e.tier ?? 'IO',
    waived_at: e.waived_at ? new Date(e.waived_at).toISOString() : null,
    waive_reason: e.waive_reason,
    contact,
    plans: await invitationPrices(db, enrollmentId),
  };
}
