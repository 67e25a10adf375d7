import type { Queryable } from '../../db';
import { eligibleSql } from './census-status';

export type InvitationTarget = {
  census_id: number;
  first_name: string;
  email: string;
  lang: 'en' | 'es';
};

/**
 * Whom a send reaches. `invite` without ids: the eligible employees never invited who have not
 * finished; with ids: those chosen (invited again when they were). `remind`: the invited who have
 * not finished (not enrolled, not waived). Only the group's own rows, whatever ids are sent.
 */
export async function findInvitationTargets(
  db: Queryable,
  groupId: number,
  mode: 'invite' | 'remind',
  ids: number[] | undefined,
): Promise<InvitationTarget[]> {
  const params: unknown[] = [groupId];
  let where = `c.group_id = $1 AND ${eligibleSql('c')} AND c.enrolled_at IS NULL`;
  if (mode === 'remind') where += ' AND c.invited_at IS NOT NULL AND c.waived_at IS NULL';
  else if (!ids) where += ' AND c.invited_at IS NULL AND c.waived_at IS NULL';
  if (ids) {
    params.push(ids);
    where += ' AND c.census_id = ANY($2::bigint[])';
  }
  return db.query<InvitationTarget>(
    `SELECT c.census_id::int AS census_id, c.first_name, c.email, c.lang FROM census_employees c
      WHERE ${where} ORDER BY c.census_id`,
    params,
  );
}

/** Records the mail on the row: an invitation sets invited_at, a reminder last_reminded_at. */
export async function markSent(db: Queryable, censusId: number, mode: 'invite' | 'remind'): Promise<void> {
  const column = mode === 'invite' ? 'invited_at' : 'last_reminded_at';
  await db.query(`UPDATE census_employees SET ${column} = now(), updated_at = now() WHERE census_id = $1`, [
    censusId,
  ]);
}

/** The group's name and the contact an employee is given (the group's display phone and e-mail). */
export async function groupContact(db: Queryable, groupId: number) {
  const [g] = await db.query<{
    group_id: number;
    agent_id: number;
    name: string;
    phone: string;
    email: string;
  }>(
    `SELECT group_id, agent_id, name, display_phone AS phone,
            COALESCE(NULLIF(display_email, ''), email) AS email
       FROM groups WHERE group_id = $1`,
    [groupId],
  );
  return g;
}
