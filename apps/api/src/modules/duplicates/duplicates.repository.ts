import type { DuplicatePerson, PossibleDuplicate } from '@bs/contract';
import type { Queryable } from '../../db';
import { agentBookSql } from '../../kernel/access/access';
import type { Principal } from '../../kernel/access/principal';
import type { DataKey } from '../../kernel/crypto/data-key';
import { maskSealedSsn } from '../../kernel/enrollment/sensitive';

/** An open (not yet reviewed) possible duplicate. */
export type DuplicateRow = {
  duplicate_id: number;
  duplicate_user_id: number;
  existing_user_id: number;
  enrollment_id: string;
  matched_by: 'ssn' | 'email';
  created_at: string;
};

const COLUMNS = `d.duplicate_id::int AS duplicate_id, d.duplicate_user_id, d.existing_user_id, d.enrollment_id, d.matched_by,
  to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/** One pair by id, locked for its review (a double click waits, then sees it reviewed); undefined when unknown. */
export async function lockDuplicate(
  db: Queryable,
  duplicateId: number,
): Promise<(DuplicateRow & { resolution: string | null }) | undefined> {
  const [row] = await db.query<DuplicateRow & { resolution: string | null }>(
    `SELECT ${COLUMNS}, d.resolution FROM possible_duplicates d WHERE d.duplicate_id = $1 FOR UPDATE`,
    [duplicateId],
  );
  return row;
}

/**
 * The open pairs whose existing member the asker may review: a rep's book (the one definition,
 * agentBookSql) or a group administrator's group. Newest first; a review queue stays short.
 */
export async function openDuplicatesFor(db: Queryable, p: Principal): Promise<DuplicateRow[]> {
  const scope =
    p.kind === 'rep'
      ? agentBookSql('m', '$1::int')
      : p.kind === 'group_admin'
        ? 'm.group_id = $1::int'
        : 'false';
  return db.query<DuplicateRow>(
    `SELECT ${COLUMNS} FROM possible_duplicates d JOIN members m ON m.user_id = d.existing_user_id
      WHERE d.resolution IS NULL AND ${scope} ORDER BY d.created_at DESC, d.duplicate_id DESC LIMIT 200`,
    [p.kind === 'rep' ? p.agent_id : p.group_id],
  );
}

type PersonRow = {
  user_id: number;
  first_name: string;
  last_name: string;
  dob: string;
  email: string;
  ssn_enc: string | null;
  address: string;
  dependents: number;
};

/** Both sides of pairs as staff compare them: the SSN only masked (last four), never opened for the wire. */
export async function peopleOf(
  db: Queryable,
  ids: number[],
  key: DataKey,
): Promise<Map<number, DuplicatePerson>> {
  const people = await db.query<PersonRow>(
    `SELECT m.user_id, m.first_name, m.last_name, to_char(m.dob, 'MM/DD/YYYY') AS dob, m.email, m.ssn_enc,
       concat_ws(', ', NULLIF(concat_ws(' ', m.address1, NULLIF(m.address2, '')), ''), NULLIF(m.city, ''),
         NULLIF(concat_ws(' ', m.state, m.zip), '')) AS address,
       (SELECT count(*)::int FROM member_dependents d WHERE d.user_id = m.user_id) AS dependents
     FROM members m WHERE m.user_id = ANY($1::int[])`,
    [ids],
  );
  const plans = await db.query<{ user_id: number; plan_id: number; name: string; status: string }>(
    `SELECT mp.user_id, mp.plan_id, p.name, mp.status FROM member_plans mp JOIN plans p ON p.plan_id = mp.plan_id
      WHERE mp.user_id = ANY($1::int[]) ORDER BY p.name`,
    [ids],
  );
  return new Map(
    people.map(({ ssn_enc, ...m }) => [
      m.user_id,
      {
        ...m,
        ssn_masked: maskSealedSsn(ssn_enc, key),
        plans: plans
          .filter((p) => p.user_id === m.user_id)
          .map(({ plan_id, name, status }) => ({ plan_id, name, status })),
      },
    ]),
  );
}

export const pairsOf = (rows: DuplicateRow[], people: Map<number, DuplicatePerson>): PossibleDuplicate[] =>
  rows.flatMap((r) => {
    const existing = people.get(r.existing_user_id);
    const duplicate = people.get(r.duplicate_user_id);
    return existing && duplicate
      ? [
          {
            duplicate_id: r.duplicate_id,
            matched_by: r.matched_by,
            created_at: r.created_at,
            existing,
            duplicate,
          },
        ]
      : [];
  });
