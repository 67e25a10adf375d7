import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createPgDb } from '../../db/pg';
import type { Db } from '../../db';
import { adminUrl } from '../../../test/harness-db';
import { api, AUTH, describeEachDriver, type TestCtx } from '../../../test/harness';
import { BASE_PROFILE, dobForAge } from '../../../test/shop';
import { ENROLLMENT_KEY_COOKIE } from '../access/enrollment-key';

type Inject = TestCtx['app']['inject'];

/**
 * The enrollments the catalogue and cart reads keep in memory (enrollment-reads-cache.ts,
 * migration 0048): each test first reads, so the enrollment is kept, then changes its cart, its
 * filter or its answers, and the very next read shows the change: through the calls, through a
 * statement of another connection that tells this instance nothing, and (PostgreSQL) through a
 * second API instance on the same database.
 */
describeEachDriver('kept enrollment reads', (ctx, driver) => {
  /** One browser of its own (its enrollment key), calling `app`. */
  const browser = (key = randomBytes(32).toString('base64url')) => {
    const on =
      (inject: Inject) => async (o: { method?: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }) => {
        const r = await inject({
          ...o,
          remoteAddress: `10.77.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`,
          headers: { ...AUTH, cookie: `${ENROLLMENT_KEY_COOKIE}=${key}` },
        });
        return { status: r.statusCode, body: JSON.parse(r.body) };
      };
    return { key, on, call: on(ctx().app.inject.bind(ctx().app)) };
  };
  type Browser = ReturnType<typeof browser>;
  type Call = Browser['call'];

  const start = async (call: Call) => {
    const r = await call({
      method: 'POST',
      url: api('add-filter-for-new-user'),
      payload: { ...BASE_PROFILE, dob: dobForAge(40) },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data.temp_enrollment_id as string;
  };
  const cart = async (call: Call, id: string) => {
    const r = await call({ url: api(`get-plan-cart?enrollment_id=${id}`) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as { result: { plan_id: number; plan_pricing_id: number }[]; tier: string };
  };
  const planIds = async (call: Call, id: string) => (await cart(call, id)).result.map((l) => l.plan_id);
  const pricing = async (call: Call, id: string, pid = 1001) =>
    (await call({ url: api(`get-plan-pricing-detail?pid=${pid}&enrollment_id=${id}`) })).body.data;
  const listing = async (call: Call, id: string) =>
    JSON.stringify((await call({ url: api(`get-listing-prices?enrollment_id=${id}`) })).body.data);
  const add = async (call: Call, id: string, plan_id: number, plan_pricing_id: number) => {
    const r = await call({
      method: 'POST',
      url: api('add-plan-to-cart'),
      payload: { enrollment_id: id, plan_id, plan_pricing_id },
    });
    expect(r.body.data.result, JSON.stringify(r.body)).toBe(true);
  };
  const changeFilter = async (call: Call, id: string, payload: object) => {
    const r = await call({ method: 'PUT', url: api(`change-filter-info/${id}`), payload });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  };

  it('a cart changed through the calls is read as changed at once', async () => {
    const b = browser();
    const id = await start(b.call);
    expect(await planIds(b.call, id)).toEqual([]);
    await add(b.call, id, 1001, 100101);
    expect(await planIds(b.call, id)).toEqual([1001]);
    await add(b.call, id, 1001, 100102);
    expect((await cart(b.call, id)).result[0]!.plan_pricing_id).toBe(100102);
    const removed = await b.call({
      url: api(`remove-plan-from-cart?enrollment_id=${id}&plan_id=1001&plan_pricing_id=100102`),
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await planIds(b.call, id)).toEqual([]);
  });

  it('a filter changed through the calls is read as changed by the cart, pricing and listing', async () => {
    const b = browser();
    const id = await start(b.call);
    await add(b.call, id, 1001, 100101);
    const before = {
      cart: await cart(b.call, id),
      pricing: await pricing(b.call, id),
      listing: await listing(b.call, id),
    };
    expect(before.cart.tier).toBe('IO');
    await changeFilter(b.call, id, { tier: 'IF' });
    const after = {
      cart: await cart(b.call, id),
      pricing: await pricing(b.call, id),
      listing: await listing(b.call, id),
    };
    expect(after.cart.tier).toBe('IF');
    expect(after.pricing).not.toEqual(before.pricing);
    expect(after.listing).not.toEqual(before.listing);
    // An age the plan does not take: the pricing says so on the next read.
    await changeFilter(b.call, id, { dob: dobForAge(70) });
    expect((await pricing(b.call, id, 1012)).errorCode).toBe('ageError');
  });

  it('cart lines, filter and answers written by another connection are read as written', async () => {
    const b = browser();
    const id = await start(b.call);
    await add(b.call, id, 1001, 100101);
    expect(await planIds(b.call, id)).toEqual([1001]);
    const pricedBefore = await pricing(b.call, id, 1012);
    expect(pricedBefore.errorCode).toBeUndefined();
    // PostgreSQL: a pool of its own (as another process's); PGlite has one connection only.
    const other: Db =
      driver === 'pg'
        ? createPgDb(
            adminUrl((await ctx().db.query<{ d: string }>('SELECT current_database() AS d'))[0]!.d),
            1,
          )
        : ctx().db;
    try {
      await other.query(
        'INSERT INTO cart_items (enrollment_id, plan_id, plan_pricing_id, price_cents) VALUES ($1, 1002, 100201, 1)',
        [id],
      );
      expect(await planIds(b.call, id)).toEqual([1001, 1002]);
      await other.query('DELETE FROM cart_items WHERE enrollment_id = $1 AND plan_id = 1001', [id]);
      expect(await planIds(b.call, id)).toEqual([1002]);
      await other.query(
        `UPDATE enrollments SET filter_info = jsonb_set(filter_info, '{tier}', '"IS"') WHERE enrollment_id = $1`,
        [id],
      );
      expect((await cart(b.call, id)).tier).toBe('IS');
      // Answers to an older version of the plan's questions than the catalogue's.
      await other.query(
        `INSERT INTO question_answers (enrollment_id, plan_id, questions_version, outcome, answers_enc)
         SELECT $1, plan_id, questions_version - 1, 'accepted', 'v2.none' FROM plans WHERE plan_id = 1012`,
        [id],
      );
      expect((await pricing(b.call, id, 1012)).errorCode).toBe('newQuestionsError');
      await other.query('DELETE FROM question_answers WHERE enrollment_id = $1', [id]);
      expect((await pricing(b.call, id, 1012)).errorCode).toBeUndefined();
      // Gone: answered as an unknown enrollment (the access decision refuses it first).
      await other.query('DELETE FROM enrollments WHERE enrollment_id = $1', [id]);
      expect((await b.call({ url: api(`get-plan-cart?enrollment_id=${id}`) })).status).toBe(404);
    } finally {
      if (other !== ctx().db) await other.close();
    }
  });

  if (driver !== 'pg') return;

  let second: { app: TestCtx['app']; db: Db } | undefined;
  beforeAll(async () => {
    const [{ d }] = await ctx().db.query<{ d: string }>('SELECT current_database() AS d');
    const db = createPgDb(adminUrl(d!), 2);
    second = { db, app: await buildApp({ db, config: ctx().config, logger: false }) };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.db.close();
  });

  it('a second API instance on the same database reads what the first wrote, and back', async () => {
    const b = browser();
    const onB = b.on(second!.app.inject.bind(second!.app));
    const id = await start(b.call);
    await add(b.call, id, 1001, 100101);
    // Both instances keep the enrollment.
    expect(await planIds(b.call, id)).toEqual([1001]);
    expect(await planIds(onB, id)).toEqual([1001]);
    const listed = await listing(onB, id);
    await add(b.call, id, 1002, 100201);
    expect(await planIds(onB, id)).toEqual([1001, 1002]);
    await changeFilter(b.call, id, { tier: 'IC' });
    expect((await cart(onB, id)).tier).toBe('IC');
    expect(await listing(onB, id)).not.toEqual(listed);
    // And the other way.
    const removed = await onB({
      url: api(`remove-plan-from-cart?enrollment_id=${id}&plan_id=1002&plan_pricing_id=100201`),
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await planIds(b.call, id)).toEqual([1001]);
  });
});
