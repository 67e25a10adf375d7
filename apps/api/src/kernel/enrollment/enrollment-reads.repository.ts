import type { Db, Queryable } from '../../db';
import { notFound } from '../../http/errors';
import type { EnrollmentRow } from './enrollment.repository';
import { isDb, readPrepared } from '../catalogue/catalogue-version';
import { ReadBatcher } from '../catalogue/read-batcher';
import {
  enrollmentReadsCache,
  type Checked,
  type EnrollmentReadsCache,
  type Loaded,
} from './enrollment-reads-cache';

/**
 * What the catalogue read paths need of an enrollment: its filter info and store, not the
 * wizard's sections (which grow with every step and are never needed to price or list).
 */
export type EnrollmentFilterRow = Omit<EnrollmentRow, 'sections' | 'saved_tab'>;

export type StoredCartLine = {
  plan_id: number;
  plan_pricing_id: number;
  price_cents: number;
  one_time_cents: number;
  removable: 0 | 1;
};

/**
 * Everything the catalogue and cart reads need of one enrollment: kept in memory under its
 * reads_version (enrollment-reads-cache.ts, migration 0048), so an owned read costs no statement
 * on PGlite and one small one on PostgreSQL.
 */
export type EnrollmentReads = {
  enrollment: EnrollmentFilterRow;
  /** Stored lines in cart order. */
  cart: StoredCartLine[];
  /** plan_id -> the version of that plan's health questions the enrollment answered. */
  answered: Record<string, number>;
};

const FILTER_COLUMNS = `en.enrollment_id, en.eprocess, en.type, en.open_type, en.agent_id, en.group_id,
  en.platform_group_id, en.user_id, en.filter_info, to_char(en.effective_date, 'MM/DD/YYYY') AS effective_date`;

// Each read below is ONE statement for a batch of requests (ReadBatcher) that also answers the
// catalogue token. Every requested id answers a row, in order (r.i), with null columns when it
// does not exist. The token is a scalar subquery, not a join: joined, the planner multiplies the
// batch by its guess of the version table's rows and PostgreSQL JIT-compiles the statement on
// every execution (15-60 ms instead of 0.5 ms). The enrollment, its cart and its answers come as
// JSON values: a row's fields cost the drivers' parsers per field, and a batch has many rows.
const LOAD_SQL = `SELECT r.i AS batch_index,
  (SELECT token::text FROM catalogue_version) AS catalogue_token,
  e.reads_version::text AS reads_version, e.enrollment, e.cart, e.answered
  FROM unnest($1::text[]) WITH ORDINALITY AS r(enrollment_id, i)
  LEFT JOIN LATERAL (SELECT en.reads_version,
    (SELECT to_json(f) FROM (SELECT ${FILTER_COLUMNS}) f) AS enrollment,
    (SELECT coalesce(json_agg(json_build_object('plan_id', c.plan_id, 'plan_pricing_id', c.plan_pricing_id,
        'price_cents', c.price_cents, 'one_time_cents', c.one_time_cents, 'removable', c.removable::int)
        ORDER BY c.added_at, c.plan_id), '[]'::json)
      FROM cart_items c WHERE c.enrollment_id = en.enrollment_id) AS cart,
    (SELECT coalesce(json_object_agg(a.plan_id, a.questions_version), '{}'::json)
      FROM question_answers a WHERE a.enrollment_id = en.enrollment_id) AS answered
    FROM enrollments en WHERE en.enrollment_id = r.enrollment_id) e ON true
  ORDER BY r.i`;

// PostgreSQL's check of kept enrollments: their versions now (null: gone) and the token.
const CHECK_SQL = `SELECT r.i AS batch_index,
  (SELECT token::text FROM catalogue_version) AS catalogue_token,
  (SELECT en.reads_version::text FROM enrollments en WHERE en.enrollment_id = r.enrollment_id) AS reads_version
  FROM unnest($1::text[]) WITH ORDINALITY AS r(enrollment_id, i)
  ORDER BY r.i`;

type LoadRow = {
  batch_index: number;
  catalogue_token: string;
  reads_version: string | null;
  enrollment: EnrollmentFilterRow | null;
  cart: StoredCartLine[] | null;
  answered: Record<string, number> | null;
};

async function loadBatch(q: Queryable, ids: string[]): Promise<Loaded<EnrollmentReads>[]> {
  const rows = await readPrepared<LoadRow>(q, 'bs_enrollment_reads', LOAD_SQL, [ids]);
  const out = new Array<Loaded<EnrollmentReads>>(ids.length);
  for (const r of rows) {
    out[Number(r.batch_index) - 1] = {
      token: r.catalogue_token,
      version: r.reads_version,
      value: r.enrollment
        ? { enrollment: r.enrollment, cart: r.cart ?? [], answered: r.answered ?? {} }
        : undefined,
    };
  }
  return out;
}

async function checkBatch(db: Db, ids: string[]): Promise<Checked[]> {
  const rows = await readPrepared<{
    batch_index: number;
    catalogue_token: string;
    reads_version: string | null;
  }>(db, 'bs_enrollment_reads_version', CHECK_SQL, [ids]);
  const out = new Array<Checked>(ids.length);
  for (const r of rows)
    out[Number(r.batch_index) - 1] = { token: r.catalogue_token, version: r.reads_version };
  return out;
}

// Batches of one kind running at once: fewer, larger batches. PGlite runs one statement at a time
// anyway, so one; on PostgreSQL two, as a round trip costs mostly waiting (on a busy machine for the
// server's process to be scheduled), whatever the batch's size.
const inFlight = (db: Db) => (db.driver === 'pglite' ? 1 : 2);

const caches = new WeakMap<Db, EnrollmentReadsCache<EnrollmentReads>>();
function cacheOf(db: Db): EnrollmentReadsCache<EnrollmentReads> {
  let c = caches.get(db);
  if (!c) {
    const load = new ReadBatcher((ids: string[]) => loadBatch(db, ids), inFlight(db));
    const check = new ReadBatcher((ids: string[]) => checkBatch(db, ids), inFlight(db));
    c = enrollmentReadsCache(db, { load: (id) => load.load(id), check: (id) => check.load(id) });
    caches.set(db, c);
  }
  return c;
}

/**
 * The app's database answers from the kept enrollments; a transaction reads alone, on its own
 * connection, what it sees (its own writes included).
 */
async function readsOf(
  q: Queryable,
  id: string,
): Promise<{ token: string; value: EnrollmentReads | undefined }> {
  if (isDb(q)) return cacheOf(q).read(id);
  const [loaded] = await loadBatch(q, [id]);
  return loaded!;
}

export const enrollmentNotFound = () =>
  notFound('enrollment_id', 'This enrollment was not found. Please start again.');

/** The enrollment (undefined when unknown) and the catalogue token. */
export async function readEnrollment(q: Queryable, enrollmentId: string) {
  const { token, value } = await readsOf(q, enrollmentId);
  return { token, enrollment: value?.enrollment };
}

/** The enrollment, the version of the plan's health questions it answered (null: none) and the token. */
export async function readForPricing(q: Queryable, enrollmentId: string, planId: number) {
  const { token, value } = await readsOf(q, enrollmentId);
  return { token, enrollment: value?.enrollment, answeredVersion: value?.answered[String(planId)] ?? null };
}

/** The enrollment, its stored cart lines in cart order and the token. */
export async function readForCart(q: Queryable, enrollmentId: string) {
  const { token, value } = await readsOf(q, enrollmentId);
  if (!value) throw enrollmentNotFound();
  return { token, enrollment: value.enrollment, cart: value.cart };
}
