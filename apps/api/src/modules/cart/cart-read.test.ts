import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { api, describeEachDriver } from '../../../test/harness';
import { ENROLLMENT_KEY_COOKIE, hashKey } from '../../kernel/access/enrollment-key';

describeEachDriver('plan and cart calls', (ctx) => {
  it('get-featured-plans: at least 4 with logos and HTML text, limited to the menu', async () => {
    const all = (await ctx().call({ url: api('get-featured-plans') })).body.data;
    expect(all.length).toBeGreaterThanOrEqual(4);
    for (const p of all) {
      expect(p.plan_logo).toMatch(/^\/assets\/plan-logos\/[a-z-]+\.svg$/);
      expect(p.plan_short_text).toMatch(/^<p>/);
    }
    const logo = await ctx().app.inject({ url: all[0].plan_logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    const group = (await ctx().call({ url: api('get-featured-plans?portal_id=102&group_id=77') })).body.data;
    expect(group.map((p: { plan_name: string }) => p.plan_name)).not.toContain('Guardian Term Life 20');
    const agent = (await ctx().call({ url: api('get-featured-plans?portal_id=101&agent_id=10109') })).body
      .data;
    expect(agent.map((p: { plan_name: string }) => p.plan_name)).toContain('Guardian Term Life 20');
    const unknown = await ctx().call({ url: api('get-featured-plans?group_id=8') });
    expect(unknown.body.data[0].target_element).toBe('group_id');
    // Issue 12: a query number is plain decimal digits; an empty value is refused, not coerced.
    // (The client drops empty values, so it never sends one.)
    const empty = await ctx().call({ url: api('get-featured-plans?agent_id=&group_id=') });
    expect(empty.status).toBe(400);
    expect(empty.body.data.map((e: { target_element: string }) => e.target_element)).toEqual([
      'agent_id',
      'group_id',
    ]);
  });

  it('a new enrollment has an empty cart with zero costs', async () => {
    const id = (
      await ctx().call({
        method: 'POST',
        url: api('add-filter-for-new-user'),
        payload: {
          zip: '30301',
          dob: '01/02/1990',
          gender: 0,
          tier: 'IO',
          eprocess: 'applicant',
          agent_id: 10109,
          group_id: 77,
        },
      })
    ).body.data.temp_enrollment_id;
    expect((await ctx().call({ url: api(`get-cart-count?enrollment_id=${id}`) })).body.data).toEqual({
      result: 0,
    });
    expect((await ctx().call({ url: api(`get-plan-cart?enrollment_id=${id}`) })).body.data).toEqual({
      result: [],
      initial_month_cost: 0,
      recurring_month_cost: 0,
      effective_date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      tier: 'IO',
    });
  });

  it('cart rows are read from the database and priced at read time (stored cents are not trusted)', async () => {
    const [{ enrollment_id }] = await ctx().db.query<{ enrollment_id: string }>(
      // The seeded demo enrollment (other suites add save-later codes of their own).
      `SELECT enrollment_id FROM continue_codes WHERE email = 'casey.morgan@example.com' LIMIT 1`,
    );
    // Held by a browser of its own (fixture shortcut for what continue-enrollment does, ADR 0013;
    // the demo code is not used here, since continue.test.ts locks its e-mail for a moment).
    const key = randomBytes(32).toString('base64url');
    await ctx().db.query('INSERT INTO enrollment_keys (enrollment_id, key_hash) VALUES ($1, $2)', [
      enrollment_id,
      hashKey(key),
    ]);
    const browser = (url: string) =>
      ctx().call({ url, stranger: true, headers: { cookie: `${ENROLLMENT_KEY_COOKIE}=${key}` } });
    await ctx().db.query(
      'INSERT INTO cart_items (enrollment_id, plan_id, plan_pricing_id, price_cents, removable) VALUES ($1, 1002, 100201, 1250, 0) ON CONFLICT DO NOTHING',
      [enrollment_id],
    );
    expect((await browser(api(`get-cart-count?enrollment_id=${enrollment_id}`))).body.data.result).toBe(2);
    const cart = (await browser(api(`get-plan-cart?enrollment_id=${enrollment_id}`))).body.data;
    expect(cart.result).toEqual([
      {
        plan_id: 1001,
        plan_pricing_id: 100101,
        plan_name: 'BrightSmile Dental PPO',
        plan_logo: '/assets/plan-logos/brightsmile-dental.svg',
        // The demo enrollment is tier IS: 3500 x 1.9 -> $66.99, whatever was stored.
        price: 66.99,
        removable: 1,
        option_name: 'PPO 1000 (annual max $1,000)',
      },
      {
        plan_id: 1002,
        plan_pricing_id: 100201,
        plan_name: 'ClearView Vision Plus',
        plan_logo: '/assets/plan-logos/clearview-vision.svg',
        price: 24.99,
        removable: 0,
        option_name: 'Vision Plus',
      },
    ]);
    expect(cart.initial_month_cost).toBe(91.98);
    expect(cart.recurring_month_cost).toBe(91.98);
  });

  it('unknown or malformed enrollment ids', async () => {
    const unknown = await ctx().call({ url: api('get-cart-count?enrollment_id=CCCCCCCCCCCCCCCCCCCCCC') });
    expect(unknown.status).toBe(404);
    expect(unknown.body.data[0].target_element).toBe('enrollment_id');
    const bad = await ctx().call({ url: api("get-plan-cart?enrollment_id=' OR 1=1 --") });
    expect(bad.status).toBe(400);
    expect(bad.body.data[0]).toEqual({
      target_element: 'enrollment_id',
      error_message: 'Enrollment id is not valid',
    });
  });
});
