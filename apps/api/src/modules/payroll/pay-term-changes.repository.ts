import type { Queryable } from '../../db';

/** One row of a group's pay-terms history (migrations 0031, 0037). */
export type PayTermChange = {
  change_id: number;
  at: string;
  who: string;
  piece: 'schedule' | 'contribution' | 'deduction_code' | 'tax_treatment';
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
};

/** Records one change in the same transaction as the change itself. */
export async function recordPayTermChange(
  tx: Queryable,
  c: {
    groupId: number;
    accountId: number | null;
    who: string;
    piece: PayTermChange['piece'];
    before: Record<string, unknown> | null;
    after: Record<string, unknown>;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO pay_term_changes (group_id, account_id, who, piece, before, after) VALUES ($1,$2,$3,$4,$5::jsonb,$6::jsonb)`,
    [
      c.groupId,
      c.accountId,
      c.who,
      c.piece,
      c.before ? JSON.stringify(c.before) : null,
      JSON.stringify(c.after),
    ],
  );
}

/** A group's latest changes first. */
export const payTermChangesOf = (q: Queryable, groupId: number, limit = 50) =>
  q.query<PayTermChange>(
    `SELECT change_id::int AS change_id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at,
       who, piece, before, after
     FROM pay_term_changes WHERE group_id = $1 ORDER BY change_id DESC LIMIT $2`,
    [groupId, limit],
  );
