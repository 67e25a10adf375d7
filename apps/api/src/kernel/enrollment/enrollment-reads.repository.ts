import type { Db, Queryable } from '../../db';
import { notFound } from '../../http/errors';
import type { EnrollmentRow } from './enrollment.repository';
import { readPrepared } from '../catalogue/catalogue-version';
import { ReadBatcher } from '../catalogue/read-batcher';

/**
 * What the catalogue read paths need of an enrollment: its filter info and store, not the
 * wizard's sections (which grow with every step and are never needed to price or list).
 */
export type EnrollmentFilterRow = Omit<EnrollmentRow, 'sections' | 'saved_tab'>;

const FILTER_COLUMNS = `enrollment_id, eprocess, type, open_type, agent_id, group_id, platform_group_id, user_id,
  filter_info, to_char(effective_date, 'MM/DD/YYYY') AS effective_date`;

// Each read below is ONE statement for a batch of requests (ReadBatcher) that also answers the
// catalogue token, so a call costs at most one round trip and prices with the catalogue version
// its own read saw. Every requested id answers a row, in order (r.i), with null enrollment
// columns when it does not exist. The token is a scalar subquery, not a join: joined, the planner
// multiplies the batch by its guess of the version table's rows and PostgreSQL JIT-compiles the
// statement on every execution (15-60 ms instead of 0.5 ms).
// The enrollment comes as one JSON value: a row's fields cost the drivers' parsers per field,
// and a batch has many rows.
const read = (keys: string, names: string, extra: string) => `SELECT r.i AS batch_index,
  (SELECT token::text FROM catalogue_version) AS catalogue_token, to_json(e) AS enrollment${extra}
  FROM unnest(${keys}) WITH ORDINALITY AS r(${names}, i)
  LEFT JOIN LATERAL (SELECT ${FILTER_COLUMNS} FROM enrollments WHERE enrollment_id = r.enrollment_id) e ON true
  ORDER BY r.i`;

const PLAIN_SQL = read('$1::text[]', 'enrollment_id', '');

const PRICING_SQL = read(
  '$1::text[], $2::int[]',
  'enrollment_id, plan_id',
  `,
  (SELECT a.questions_version FROM question_answers a WHERE a.enrollment_id = e.enrollment_id AND a.plan_id = r.plan_id)
    AS answered_questions_version`,
);

const CART_SQL = read(
  '$1::text[]',
  'enrollment_id',
  `,
  (SELECT coalesce(json_agg(json_build_object('plan_id', c.plan_id, 'plan_pricing_id', c.plan_pricing_id,
      'price_cents', c.price_cents, 'one_time_cents', c.one_time_cents, 'removable', c.removable::int)
      ORDER BY c.added_at, c.plan_id), '[]'::json)
   FROM cart_items c WHERE c.enrollment_id = e.enrollment_id) AS cart`,
);

export type StoredCartLine = {
  plan_id: number;
  plan_pricing_id: number;
  price_cents: number;
  one_time_cents: number;
  removable: 0 | 1;
};

type Answer<T> = { token: string; enrollment: T | undefined };
type BatchRow = { batch_index: number; catalogue_token: string; enrollment: EnrollmentFilterRow | null };

/**
 * Runs a batched read: per key the token and the enrollment (undefined when unknown) with the
 * read's extra columns.
 */
async function runBatch<T>(q: Queryable, name: string, sql: string, params: unknown[], n: number) {
  const rows = await readPrepared<BatchRow & Record<string, unknown>>(q, name, sql, params);
  const out = new Array<Answer<T>>(n);
  for (const { batch_index, catalogue_token, enrollment, ...extra } of rows) {
    out[Number(batch_index) - 1] = {
      token: catalogue_token,
      enrollment: enrollment === null ? undefined : ({ ...enrollment, ...extra } as T),
    };
  }
  return out;
}

type Batchers = {
  plain: ReadBatcher<string, Answer<EnrollmentFilterRow>>;
  pricing: ReadBatcher<
    [string, number],
    Answer<EnrollmentFilterRow & { answered_questions_version: number | null }>
  >;
  cart: ReadBatcher<string, Answer<EnrollmentFilterRow & { cart: StoredCartLine[] }>>;
};

const batchersByDb = new WeakMap<Queryable, Batchers>();
// Batches of one kind running at once: fewer, larger batches. PGlite runs one statement at a time
// anyway, so one; on PostgreSQL two, as a round trip costs mostly waiting (on a busy machine for the
// server's process to be scheduled), whatever the batch's size.
const inFlight = (q: Queryable) => ((q as Partial<Db>).driver === 'pglite' ? 1 : 2);

/** The app's database gets batched reads; a transaction reads alone, on its own connection. */
function batchers(q: Queryable): Batchers {
  let b = batchersByDb.get(q);
  if (!b) {
    const direct = typeof (q as Partial<Db>).transaction !== 'function';
    const make = <K, R>(run: (keys: K[]) => Promise<R[]>) =>
      direct
        ? ({ load: async (k: K) => (await run([k]))[0]! } as ReadBatcher<K, R>)
        : new ReadBatcher(run, inFlight(q));
    b = {
      plain: make((ids) => runBatch(q, 'bs_enrollment_read', PLAIN_SQL, [ids], ids.length)),
      pricing: make((keys) =>
        runBatch(
          q,
          'bs_pricing_read',
          PRICING_SQL,
          [keys.map((k) => k[0]), keys.map((k) => k[1])],
          keys.length,
        ),
      ),
      cart: make((ids) => runBatch(q, 'bs_cart_read', CART_SQL, [ids], ids.length)),
    };
    batchersByDb.set(q, b);
  }
  return b;
}

export const enrollmentNotFound = () =>
  notFound('enrollment_id', 'This enrollment was not found. Please start again.');

/** The enrollment (undefined when unknown) and the catalogue token, in one statement. */
export function readEnrollment(q: Queryable, enrollmentId: string) {
  return batchers(q).plain.load(enrollmentId);
}

/** The enrollment, the version of the plan's health questions it answered (null: none) and the token. */
export async function readForPricing(q: Queryable, enrollmentId: string, planId: number) {
  const { token, enrollment } = await batchers(q).pricing.load([enrollmentId, planId]);
  return { token, enrollment, answeredVersion: enrollment?.answered_questions_version ?? null };
}

/** The enrollment, its stored cart lines in cart order and the token. */
export async function readForCart(q: Queryable, enrollmentId: string) {
  const { token, enrollment } = await batchers(q).cart.load(enrollmentId);
  if (!enrollment) throw enrollmentNotFound();
  const { cart, ...e } = enrollment;
  return { token, enrollment: e as EnrollmentFilterRow, cart };
}
