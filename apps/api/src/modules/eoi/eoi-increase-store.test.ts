// An existing member's increase and a late entrant in the store (issue 30, ADR 0039), on both
// drivers: the split asks what the carrier already approved on the plan (the member's amount in
// force) and whether the person elects outside every window mayEnroll knows (ADR 0034). A plan of
// its own (GI $100,000; options $50,000, $100,000, $100,001 and $250,000), at every boundary:
// equal to GI, one dollar above, an increase with eoi_on_increase on and off, a late entrant.
import { beforeAll, afterAll, expect, it } from 'vitest';
import { describeEachDriver, type TestCtx } from '../../../test/harness';
import { cartOf, newEnrollment, pricing } from '../../../test/shop';
import { memberEnrollment, walkSteps } from '../../../test/wizard';
import { electionContext } from '../../kernel/eoi/election-context';

const PLAN = 99_621; // a plan id no other suite uses (group-pay.test has 99_381)
const [P50, P100, P101, P250] = [9_962_101, 9_962_102, 9_962_103, 9_962_104];
const AMOUNT = { [P50]: 50_000, [P100]: 100_000, [P101]: 100_001, [P250]: 250_000 };
const RATE = { [P50]: 1000, [P100]: 2000, [P101]: 2001, [P250]: 4500 };
const NORTHWIND = 77; // in open enrollment
const LAKESIDE = 4100; // closed
const MEMBER = 996_201;
let HELD = '';

async function plan(ctx: TestCtx) {
  await ctx.db.query(
    `INSERT INTO plans (plan_id, name, category, logo, short_text, listed)
     VALUES ($1, 'Increase Term Life', 'term_life', 'guardian-term-life.svg', '', false) ON CONFLICT DO NOTHING`,
    [PLAN],
  );
  let pos = 0;
  for (const ppid of [P50, P100, P101, P250])
    await ctx.db.query(
      `INSERT INTO plan_pricing (ppid, plan_id, name, position, rates, benefit_amount)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6) ON CONFLICT DO NOTHING`,
      [
        ppid,
        PLAN,
        `$${AMOUNT[ppid]!.toLocaleString('en-US')} benefit`,
        ++pos,
        JSON.stringify([{ age_min: 0, age_max: 120, IO: RATE[ppid], IS: RATE[ppid]! * 2 }]),
        AMOUNT[ppid],
      ],
    );
  await ctx.db.query(
    `INSERT INTO plan_eoi_settings (plan_id, guaranteed_issue, eoi_on_increase, eoi_for_late_entrants)
     VALUES ($1, 100000, true, true) ON CONFLICT DO NOTHING`,
    [PLAN],
  );
  // A Northwind member who holds $50,000 of the plan, approved (their earlier enrollment's cart).
  await ctx.db.query(
    `INSERT INTO members (user_id, first_name, last_name, email, dob, agent_id, group_id, gender, address1, city, state, zip)
     VALUES ($1, 'Iris', 'Holt', 'iris.holt@northwind.example', '1985-03-03', 10109, $2, 1, '55 Peachtree Street', 'Atlanta', 'GA', '30303')
     ON CONFLICT DO NOTHING`,
    [MEMBER, NORTHWIND],
  );
  HELD = await newEnrollment(ctx, { open_type: 'group', group_id: NORTHWIND, tier: 'IO' });
  await ctx.db.query(
    `INSERT INTO cart_items (enrollment_id, plan_id, plan_pricing_id, price_cents) VALUES ($1, $2, $3, 1000)`,
    [HELD, PLAN, P50],
  );
  await ctx.db.query(
    `INSERT INTO member_plans (user_id, plan_id, status, policy_id, effective_date, enrollment_id, price_cents)
     VALUES ($1, $2, 'ACTIVE', 'POL-IRIS', '2026-01-01', $3, 1000) ON CONFLICT DO NOTHING`,
    [MEMBER, PLAN, HELD],
  );
}

describeEachDriver('an increase and a late entrant in the store', (ctx) => {
  beforeAll(async () => plan(ctx()));
  afterAll(async () => {
    await ctx().db.query('DELETE FROM member_plans WHERE plan_id = $1', [PLAN]);
    await ctx().db.query('UPDATE plan_eoi_settings SET eoi_on_increase = true WHERE plan_id = $1', [PLAN]);
  });

  const setting = (on: boolean) =>
    ctx().db.query('UPDATE plan_eoi_settings SET eoi_on_increase = $2 WHERE plan_id = $1', [PLAN, on]);

  /**
   * A cart electing `ppid`: a newcomer's in Northwind's store, the member's own enrollment (signed
   * in, ADR 0013), or a closed group's employee enrolled by staff (not held to its window, ADR 0034).
   */
  async function electing(ppid: number, o: { member?: boolean; group?: number } = {}) {
    let as = ctx();
    let id: string;
    if (o.member) ({ as, id } = await memberEnrollment(ctx(), { user_id: MEMBER }, MEMBER, 'IO'));
    else id = await newEnrollment(ctx(), { open_type: 'group', group_id: NORTHWIND, tier: 'IO' });
    if (o.group)
      await ctx().db.query('UPDATE enrollments SET group_id = $2 WHERE enrollment_id = $1', [id, o.group]);
    await ctx().db.query(
      `INSERT INTO cart_items (enrollment_id, plan_id, plan_pricing_id, price_cents) VALUES ($1, $2, $3, $4)`,
      [id, PLAN, ppid, RATE[ppid]],
    );
    return { as, id };
  }
  const splitOf = async ({ as, id }: { as: TestCtx; id: string }) => (await cartOf(as, id)).result[0];
  const detailOf = async ({ as, id }: { as: TestCtx; id: string }, ppid: number) =>
    (await pricing(as, PLAN, id)).data.plans.find((o: { ppid: number }) => o.ppid === ppid);
  const contextOf = (id: string, group: number, user: number | null) =>
    electionContext(ctx().db, { enrollment_id: id, group_id: group, open_type: 'group', user_id: user }, [
      PLAN,
    ]);

  it('a first election equal to GI is all approved; one dollar above it, $1 pending', async () => {
    const at = await splitOf(await electing(P100));
    expect(at.price).toBe(20);
    expect(at).not.toHaveProperty('eoi');
    const above = await splitOf(await electing(P101));
    expect(above.eoi).toMatchObject({
      elected: 100_001,
      approved_now: 100_000,
      pending: 1,
      reasons: ['above-gi'],
    });
  });

  it("the member's amount in force is what the carrier approved: $50,000 from their earlier enrollment", async () => {
    const { id } = await electing(P100, { member: true });
    const c = await contextOf(id, NORTHWIND, MEMBER);
    expect(c).toEqual({
      held: new Map([[PLAN, { approved: 50_000, enrollmentId: HELD }]]),
      lateEntrant: false,
    });
  });

  it('an increase to GI with eoi_on_increase: $50,000 approved (at its own price), $50,000 pending, before Add to Cart and in the cart', async () => {
    await setting(true);
    const mine = await electing(P100, { member: true });
    const line = await splitOf(mine);
    expect(line).toMatchObject({
      price: 10,
      eoi: {
        elected: 100_000,
        approved_now: 50_000,
        pending: 50_000,
        reasons: ['increase'],
        approved_price: 10,
      },
    });
    expect((await detailOf(mine, P100)).eoi).toMatchObject({ approved_now: 50_000, pending: 50_000 });
    // Not more than already approved: nothing to prove.
    expect(await splitOf(await electing(P50, { member: true }))).not.toHaveProperty('eoi');
  });

  it("completing the increase opens its case on the coverage it adds to (the member's earlier enrollment)", async () => {
    await setting(true);
    const mine = await electing(P100, { member: true });
    await walkSteps(mine.as, mine.id);
    const cases = await ctx().db.query(
      `SELECT elected, approved_now, pending, reasons, status, enrollment_id FROM eoi_cases WHERE member_user_id = $1 AND plan_id = $2`,
      [MEMBER, PLAN],
    );
    expect(cases).toEqual([
      {
        elected: 100_000,
        approved_now: 50_000,
        pending: 50_000,
        reasons: ['increase'],
        status: 'pending',
        enrollment_id: HELD,
      },
    ]);
    await ctx().db.query('DELETE FROM eoi_cases WHERE member_user_id = $1', [MEMBER]);
  });

  it('an increase with eoi_on_increase off: up to GI is approved; one dollar above GI pends $1', async () => {
    await setting(false);
    const to = await splitOf(await electing(P100, { member: true }));
    expect(to).not.toHaveProperty('eoi');
    expect(to.price).toBe(20);
    const above = await splitOf(await electing(P101, { member: true }));
    expect(above.eoi).toMatchObject({ approved_now: 100_000, pending: 1, reasons: ['above-gi'] });
    await setting(true);
    const on = await splitOf(await electing(P101, { member: true }));
    expect(on.eoi).toMatchObject({
      approved_now: 50_000,
      pending: 50_001,
      reasons: ['above-gi', 'increase'],
    });
  });

  it('a late entrant (a closed group, outside every window) proves everything new, even under GI; in open enrollment, not late', async () => {
    const late = await electing(P50, { group: LAKESIDE });
    expect((await contextOf(late.id, LAKESIDE, null)).lateEntrant).toBe(true);
    expect(await splitOf(late)).toMatchObject({
      price: 0,
      eoi: {
        elected: 50_000,
        approved_now: 0,
        pending: 50_000,
        reasons: ['late-entrant'],
        approved_price: 0,
      },
    });
    expect((await detailOf(late, P250)).eoi).toMatchObject({
      approved_now: 0,
      pending: 250_000,
      reasons: ['above-gi', 'late-entrant'],
    });
    const open = await electing(P50);
    expect((await contextOf(open.id, NORTHWIND, null)).lateEntrant).toBe(false);
    expect(await splitOf(open)).not.toHaveProperty('eoi');
    // A plan that does not ask late entrants: only above GI counts.
    await ctx().db.query('UPDATE plan_eoi_settings SET eoi_for_late_entrants = false WHERE plan_id = $1', [
      PLAN,
    ]);
    expect(await splitOf(late)).not.toHaveProperty('eoi');
    await ctx().db.query('UPDATE plan_eoi_settings SET eoi_for_late_entrants = true WHERE plan_id = $1', [
      PLAN,
    ]);
  });
});
