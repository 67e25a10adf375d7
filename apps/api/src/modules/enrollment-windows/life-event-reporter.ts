import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import { fieldError } from '../../http/errors';
import { authorize, NOT_ALLOWED, requirePrincipal } from '../../kernel/access/access';
import { authorizeInvitationHolder } from '../../kernel/access/invitation-links';
import type { Reporter } from '../../kernel/enrollment-windows/life-events.repository';
import { LINK_NOT_VALID } from './get-enrollment-status.handler';

/** The employee reporting a life event or sending its document, as the access decision found them. */
export type Employee = {
  groupId: number;
  censusId: number | null;
  memberUserId: number | null;
  by: Reporter;
  /** The upload budget's subject: the account, or the invitation's census row. */
  subject: string;
};

/**
 * Who is reporting a life event or sending its document (ADR 0034): an invitation holder
 * (`token`, only from the browser bound to the live link, as get-enrollment-status), else the
 * signed-in member themselves (access rule 'report-own-life-event', scope self). Never an id of the
 * body: the person is the link's census row or the session's member. A member of no group has no
 * group calendar to report to (403).
 */
export async function reportingEmployee(
  db: Queryable,
  req: FastifyRequest,
  token: string | undefined,
  censusId?: number,
  memberUserId?: number,
): Promise<Employee> {
  if (censusId !== undefined && token === undefined) return staffForEmployee(db, req, censusId);
  if (memberUserId !== undefined && token === undefined) return staffForMember(db, req, memberUserId);
  if (token !== undefined) {
    const censusId = await authorizeInvitationHolder(db, req, token);
    if (censusId === undefined) throw fieldError(403, 'token', LINK_NOT_VALID);
    const [row] = await db.query<{ group_id: number; member_user_id: number | null }>(
      'SELECT group_id, member_user_id FROM census_employees WHERE census_id = $1',
      [censusId],
    );
    return {
      groupId: row!.group_id,
      censusId,
      memberUserId: row!.member_user_id,
      by: { kind: 'invitation', id: censusId },
      subject: `census-${censusId}`,
    };
  }
  const ctx = { req, db };
  const principal = await requirePrincipal(ctx);
  await authorize(ctx, 'report-own-life-event', { user_id: principal.user_id ?? null });
  const [member] = await db.query<{ group_id: number | null; census_id: number | null }>(
    `SELECT m.group_id, (SELECT c.census_id::int FROM census_employees c
                           WHERE c.member_user_id = m.user_id AND c.group_id = m.group_id LIMIT 1) AS census_id
       FROM members m WHERE m.user_id = $1`,
    [principal.user_id],
  );
  if (!member?.group_id) throw fieldError(403, 'session', NOT_ALLOWED);
  return {
    groupId: member.group_id,
    censusId: member.census_id,
    memberUserId: principal.user_id!,
    by: { kind: 'member', id: principal.user_id! },
    subject: `member-${principal.user_id}`,
  };
}

/**
 * Staff reporting for an employee of the census (access rule 'report-life-event-for-employee'): the
 * group's administrator, the rep whose book holds the group, the platform administrator. The row's
 * group decides; an unknown row answers 403 like another group's, so ids cannot be probed.
 */
async function staffForEmployee(db: Queryable, req: FastifyRequest, censusId: number): Promise<Employee> {
  const ctx = { req, db };
  await requirePrincipal(ctx);
  const [row] = await db.query<{ group_id: number; member_user_id: number | null }>(
    'SELECT group_id, member_user_id FROM census_employees WHERE census_id = $1',
    [censusId],
  );
  const principal = await authorize(ctx, 'report-life-event-for-employee', { group_id: row?.group_id ?? -1 });
  if (!row || principal.kind === 'member') throw fieldError(403, 'session', NOT_ALLOWED);
  return {
    groupId: row.group_id,
    censusId,
    memberUserId: row.member_user_id,
    by: { kind: principal.kind, id: principal.account_id },
    subject: `account-${principal.account_id}`,
  };
}

/**
 * Staff reporting for a member of a group from the current-members screen (same access rule as
 * for a census row, on the member's group): the member's census row in their group when they have
 * one (so one pending event per kind still holds), else the member account. A member of no group,
 * or an unknown member, answers 403 like another group's.
 */
async function staffForMember(db: Queryable, req: FastifyRequest, userId: number): Promise<Employee> {
  const ctx = { req, db };
  await requirePrincipal(ctx);
  const [member] = await db.query<{ group_id: number | null; census_id: number | null }>(
    `SELECT m.group_id, (SELECT c.census_id::int FROM census_employees c
                           WHERE c.member_user_id = m.user_id AND c.group_id = m.group_id LIMIT 1) AS census_id
       FROM members m WHERE m.user_id = $1`,
    [userId],
  );
  const principal = await authorize(ctx, 'report-life-event-for-employee', {
    group_id: member?.group_id ?? -1,
  });
  if (!member?.group_id || principal.kind === 'member') throw fieldError(403, 'session', NOT_ALLOWED);
  return {
    groupId: member.group_id,
    censusId: member.census_id,
    memberUserId: userId,
    by: { kind: principal.kind, id: principal.account_id },
    subject: `account-${principal.account_id}`,
  };
}

/** Whether a stored event is this employee's own (their census row, or their member account). */
export const ownsEvent = (
  who: Employee,
  e: { groupId: number; censusId: number | null; memberUserId: number | null },
) =>
  e.groupId === who.groupId &&
  ((who.censusId !== null && e.censusId === who.censusId) ||
    (who.memberUserId !== null && e.memberUserId === who.memberUserId));
