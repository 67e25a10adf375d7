import type { Queryable } from '../../db';
import { agentBookSql } from '../../kernel/access/access';

/** Whose book is listed: a rep's (access.ts agentBookSql, the access rules' own definition) or a group's. */
export type BookOwner = { kind: 'agent' | 'group'; id: number };

export type BookRow = {
  user_id: number;
  first_name: string;
  last_name: string;
  /** MM/DD/YYYY */
  dob: string;
  email: string;
  ssn_enc: string | null;
  group_id: number;
  group_name: string;
};

export type BookPlan = { user_id: number; plan_name: string; plan_status: string; policy_id: string };

/** `%text%` for LIKE with the person's %, _ and \ taken literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The owner's members matching `search` (name or e-mail, anywhere, any case), one page in name
 * order, with the total for the pager. The owner column comes from a fixed pair, never from input.
 * The (owner, last_name, first_name, user_id) index gives the rows in page order, so the database
 * reads one page's worth past the offset instead of sorting the whole book; a search goes through
 * the trigram index of name and e-mail, so only the matching members are read.
 */
export async function findBookPage(
  db: Queryable,
  owner: BookOwner,
  search: string,
  offset: number,
  limit: number,
): Promise<{ rows: BookRow[]; total: number }> {
  const params: unknown[] = [owner.id];
  let where = owner.kind === 'agent' ? agentBookSql('m', '$1::int') : 'm.group_id = $1';
  // A group's rows come in page order from its (group, name) index; an agent's book spans groups.
  const order =
    owner.kind === 'agent'
      ? 'm.last_name, m.first_name, m.user_id'
      : 'm.group_id, m.last_name, m.first_name, m.user_id';
  if (search) {
    params.push(containsPattern(search));
    // search_text: lower-cased name and e-mail, trigram-indexed (migration 0010).
    where += ` AND m.search_text LIKE $2`;
  }
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM members m WHERE ${where}`,
    params,
  );
  const total = count?.total ?? 0;
  if (total === 0 || offset >= total) return { rows: [], total };
  // The page is cut first and its 5 rows joined to their group after, so a deep page does not
  // join every member it skips.
  const rows = await db.query<BookRow>(
    `SELECT p.user_id, p.first_name, p.last_name, to_char(p.dob, 'MM/DD/YYYY') AS dob, p.email, p.ssn_enc,
       g.group_id, g.name AS group_name
     FROM (SELECT m.user_id, m.first_name, m.last_name, m.dob, m.email, m.ssn_enc, m.group_id
           FROM members m
           WHERE ${where}
           ORDER BY ${order}
           LIMIT ${Number(limit)} OFFSET ${Number(offset)}) p
     JOIN groups g ON g.group_id = p.group_id
     ORDER BY p.last_name, p.first_name, p.user_id`,
    params,
  );
  return { rows, total };
}

/** The plans of a page's members, in plan order (spec §3 plan_info). */
export async function findBookPlans(db: Queryable, userIds: number[]): Promise<BookPlan[]> {
  if (!userIds.length) return [];
  return db.query<BookPlan>(
    `SELECT mp.user_id, p.name AS plan_name, mp.status AS plan_status, mp.policy_id
     FROM member_plans mp JOIN plans p ON p.plan_id = mp.plan_id
     WHERE mp.user_id = ANY($1::int[])
     ORDER BY mp.user_id, p.plan_id`,
    [userIds],
  );
}
