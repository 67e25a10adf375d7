import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../../db';
import { inScope } from './access';
import { isDb, readPrepared } from '../catalogue/catalogue-version';
import { ReadBatcher } from '../catalogue/read-batcher';
import { ACCESS_RULES } from './access-rules';
import { sessionTokenOf } from './cookie';
import { knownGrant, rememberGrant } from './enrollment-grants';
import { enrollmentKeyOf, ensureEnrollmentKey, hashKey } from './enrollment-key';
import { principalOf } from './principal';

/**
 * The one access decision of every call that names an enrollment (ADR 0013). The call registry
 * (register-calls.ts) asks it before any handler runs; a refused id is then handled exactly
 * as an id that does not exist, so holding or guessing an id tells and opens nothing.
 *
 * - An existing member's enrollment (user_id set) shows that member's record at every step: only
 *   the member, or staff whose book holds the member, signed in ('enroll-member').
 * - Any other enrollment: the browser whose key is bound to it (it started it, or proved a code,
 *   a mailed link or a sign-in since), or staff whose book it is in ('work-enrollment').
 * - Completed: read-only (writes answer 409 elsewhere); a bound browser still reads it for
 *   RECEIPT_MINUTES after completion (the receipt page), staff with access always.
 */
export const RECEIPT_MINUTES = 60;

type Row = {
  batch_index: number;
  agent_id: number | null;
  group_id: number | null;
  user_id: number | null;
  member_agent_id: number | null;
  member_group_id: number | null;
  completed: boolean | null;
  receipt_fresh: boolean | null;
  held: boolean;
  /** enrollment_access_version's, read in the same statement (the grants remembered, ADR 0032). */
  generation: string;
};

// One statement answers the owner rows of every request waiting in this turn of the event loop
// (ReadBatcher, as the catalogue reads do): the guard runs on every call that names an
// enrollment, and PGlite runs one statement at a time.
const OWNERS_SQL = `SELECT r.i AS batch_index, e.agent_id, e.group_id, e.user_id,
    m.agent_id AS member_agent_id, m.group_id AS member_group_id,
    e.completed_at IS NOT NULL AS completed,
    e.completed_at > now() - make_interval(mins => ${RECEIPT_MINUTES}) AS receipt_fresh,
    EXISTS (SELECT 1 FROM enrollment_keys k WHERE k.enrollment_id = r.id AND k.key_hash = r.key_hash) AS held,
    (SELECT generation::text FROM enrollment_access_version) AS generation
  FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS r(id, key_hash, i)
  LEFT JOIN enrollments e ON e.enrollment_id = r.id
  LEFT JOIN members m ON m.user_id = e.user_id
  ORDER BY r.i`;

const batchers = new WeakMap<Queryable, ReadBatcher<[string, string], Row>>();
function ownerOf(db: Queryable, id: string, keyHash: string): Promise<Row> {
  let b = batchers.get(db);
  if (!b) {
    b = new ReadBatcher(
      async (keys) => {
        const rows = await readPrepared<Row>(db, 'bs_enrollment_owner', OWNERS_SQL, [
          keys.map((k) => k[0]),
          keys.map((k) => k[1]),
        ]);
        return [...rows].sort((a, b) => Number(a.batch_index) - Number(b.batch_index));
      },
      (db as Partial<Db>).driver === 'pglite' ? 1 : 2,
    );
    batchers.set(db, b);
  }
  return b.load([id, keyHash]);
}

export async function mayTouchEnrollment(req: FastifyRequest, db: Queryable, id: string): Promise<boolean> {
  const key = enrollmentKeyOf(req);
  const keyHash = key ? hashKey(key) : '';
  // A grant by key this process read since the last change that could end one: no owner read.
  const app = isDb(db) ? db : undefined;
  if (app && keyHash && (await knownGrant(app, id, keyHash))) return true;
  const e = await ownerOf(db, id, keyHash);
  if (e.agent_id == null) return false; // no such enrollment: the same answer follows anyway
  // Held by this browser, open and not a member's: allowed whoever is signed in, so the session
  // is not even looked up.
  if (e.user_id == null && e.held && !e.completed) {
    if (app) rememberGrant(app, id, keyHash, e.generation);
    return true;
  }
  // Signed in at all? Only then is the session looked up (an applicant's calls skip it).
  const p = sessionTokenOf(req) ? await principalOf(req, db) : null;
  if (e.user_id != null) {
    const member = { agent_id: e.member_agent_id, group_id: e.member_group_id, user_id: e.user_id };
    return !!p && inScope(db, ACCESS_RULES['enroll-member'][p.kind], p, member);
  }
  const book = { agent_id: e.agent_id, group_id: e.group_id };
  if (p && (await inScope(db, ACCESS_RULES['work-enrollment'][p.kind], p, book))) return true;
  return e.held && e.receipt_fresh === true;
}

/**
 * Binds an enrollment to this browser (minting its key when it has none): the enrollment was
 * started here, or this browser has just proved a continue code, a mailed link or a sign-in.
 */
export async function bindToBrowser(
  db: Queryable,
  req: FastifyRequest,
  reply: FastifyReply,
  enrollmentId: string,
): Promise<void> {
  const key = ensureEnrollmentKey(req, reply);
  await db.query(
    `INSERT INTO enrollment_keys (enrollment_id, key_hash) VALUES ($1, $2)
     ON CONFLICT (enrollment_id, key_hash) DO NOTHING`,
    [enrollmentId, hashKey(key)],
  );
}
