import { describe, expect, it } from 'vitest';
import { api, describeEachDriver, type TestCtx } from '../../../test/harness';
import { memberEnrollment } from '../../../test/wizard';
import { addToCart, cartOf, countOf, newEnrollment } from '../../../test/shop';

describeEachDriver('cart calls', (ctx) => {
  const post = (url: string, payload: Record<string, unknown>) =>
    ctx().call({ method: 'POST', url: api(url), payload });
  const check = async (call: string, id: string, planId: number) =>
    (await ctx().call({ url: api(`${call}?enrollment_id=${id}&plan_id=${planId}`) })).body.data.status;

  describe('add-plan-to-cart', () => {
    it('adds a plan once: adding twice never duplicates, another option replaces', async () => {
      const id = await newEnrollment(ctx());
      const first = await addToCart(ctx(), id, 1001, 100101);
      expect(first.body).toEqual({
        status: 'success',
        data: { result: true, message: 'BrightSmile Dental PPO was added to your cart.', cart_count: 1 },
      });
      await Promise.all([addToCart(ctx(), id, 1001, 100101), addToCart(ctx(), id, 1001, 100101)]);
      expect(await countOf(ctx(), id)).toBe(1);
      const inCart = (ppid: number) =>
        post('check-already-in-cart', { enrollment_id: id, plan_id: 1001, plan_pricing_id: ppid });
      expect((await inCart(100101)).body.data).toEqual({ result: true });
      expect((await inCart(100102)).body.data).toEqual({ result: false });
      await addToCart(ctx(), id, 1001, 100102);
      const cart = await cartOf(ctx(), id);
      expect(cart.result).toEqual([
        expect.objectContaining({ plan_id: 1001, plan_pricing_id: 100102, price: 48.99, removable: 1 }),
      ]);
      expect(await countOf(ctx(), id)).toBe(1);
    });

    it('answers the eligibility codes of pricing', async () => {
      const ny = await newEnrollment(ctx(), { zip: '10001' });
      expect((await addToCart(ctx(), ny, 1012, 101201)).body.data).toMatchObject({
        result: false,
        errorCode: 'stateError',
      });
      const smoker = await newEnrollment(ctx());
      expect((await addToCart(ctx(), smoker, 1018, 101801)).body.data.errorCode).toBe('smokerError');
      const tier = await newEnrollment(ctx(), { tier: 'IO' });
      expect((await addToCart(ctx(), tier, 1014, 101402)).body.data.errorCode).toBe('tierError');
      const old = await newEnrollment(ctx(), { age: 55, is_smoker: 0 });
      const capped = (await addToCart(ctx(), old, 1018, 101803)).body.data;
      expect(capped).toMatchObject({ result: false, errorCode: 'planAgeError' });
      expect(capped.message).toContain('up to age 50');
      expect((await addToCart(ctx(), old, 1018, 101801)).body.data.result).toBe(true);
      expect(await countOf(ctx(), ny)).toBe(0);
    });

    it('blackout, already-active and changePid', async () => {
      const id = await newEnrollment(ctx());
      const blackout = (await addToCart(ctx(), id, 1024, 102401)).body.data;
      expect(blackout).toMatchObject({ result: false, errorCode: 'blackout' });
      expect(blackout.message).toContain('closed to new enrollments');
      // Maria's own enrollment, started by her rep, who makes every call on it (ADR 0013).
      const { as: rep, id: maria } = await memberEnrollment(ctx(), 'rep10109', 5001);
      const active = (await addToCart(rep, maria, 1001, 100101)).body.data;
      expect(active).toMatchObject({ result: false, errorCode: 'already-active' });
      expect(active.message).toContain('BrightSmile Dental PPO');
      // A TERMED plan may be bought again.
      expect((await addToCart(rep, maria, 1002, 100201)).body.data.result).toBe(true);
      expect((await addToCart(ctx(), id, 1096, 109601)).body.data).toMatchObject({
        errorCode: 'changePid',
        pid: 1026,
      });
    });

    it('get-held-plans flags what is in the cart and what the member holds ACTIVE, before Add to Cart', async () => {
      const held = async (as: TestCtx, id: string) =>
        (await as.call({ url: api(`get-held-plans?enrollment_id=${id}`) })).body.data.plans;
      const id = await newEnrollment(ctx());
      expect(await held(ctx(), id)).toEqual([]);
      await addToCart(ctx(), id, 1001, 100101);
      expect(await held(ctx(), id)).toEqual([{ plan_id: 1001, held: 'in_cart' }]);
      const { as: rep, id: maria } = await memberEnrollment(ctx(), 'rep10109', 5001);
      const maria1 = await held(rep, maria);
      expect(maria1).toContainEqual({ plan_id: 1001, held: 'active' });
      expect(maria1.find((p: { plan_id: number }) => p.plan_id === 1002)).toBeUndefined(); // TERMED
      // Another visitor's key does not read Maria's holdings: her enrollment is not found for it.
      expect((await ctx().call({ url: api(`get-held-plans?enrollment_id=${maria}`) })).status).toBe(404);
    });

    it('bad input: unknown plan, option of another plan, the fee line alone', async () => {
      const id = await newEnrollment(ctx());
      expect((await addToCart(ctx(), id, 4242, 1)).body.data[0].target_element).toBe('plan_id');
      const other = await addToCart(ctx(), id, 1001, 100201);
      expect(other.status).toBe(404);
      expect(other.body.data[0].target_element).toBe('plan_pricing_id');
      expect((await addToCart(ctx(), id, 1091, 109101)).body.data[0].target_element).toBe('plan_id');
      const missing = await post('add-plan-to-cart', { enrollment_id: id });
      expect(missing.body.data.map((e: { target_element: string }) => e.target_element)).toEqual([
        'plan_id',
        'plan_pricing_id',
      ]);
      expect((await addToCart(ctx(), 'WWWWWWWWWWWWWWWWWWWWWW', 1001, 100101)).status).toBe(404);
    });
  });

  describe('administrative-fee plans', () => {
    it('check-prudential-plan and add-plan-to-cart-prudentials add both lines together', async () => {
      const id = await newEnrollment(ctx());
      expect(await check('check-prudential-plan', id, 1019)).toBe(true);
      expect(await check('check-prudential-plan', id, 1013)).toBe(false);
      const wrongPair = await post('add-plan-to-cart-prudentials', {
        enrollment_id: id,
        plan_id1: 1019,
        plan_pricing_id1: 101901,
        plan_id: 1091,
        plan_pricing_id: 109102,
      });
      expect(wrongPair.body.data[0].target_element).toBe('plan_pricing_id');
      const notFee = await post('add-plan-to-cart-prudentials', {
        enrollment_id: id,
        plan_id1: 1019,
        plan_pricing_id1: 101901,
        plan_id: 1013,
        plan_pricing_id: 101301,
      });
      expect(notFee.body.data[0].target_element).toBe('plan_id');
      expect(await countOf(ctx(), id)).toBe(0); // nothing half-added
      const ok = await post('add-plan-to-cart-prudentials', {
        enrollment_id: id,
        plan_id1: 1019,
        plan_pricing_id1: 101901,
        plan_id: 1091,
        plan_pricing_id: 109101,
      });
      expect(ok.body.data).toMatchObject({ result: true, cart_count: 2 });
      const cart = await cartOf(ctx(), id);
      expect(cart.result).toEqual([
        expect.objectContaining({ plan_id: 1019, plan_pricing_id: 101901, price: 56.99, removable: 1 }),
        expect.objectContaining({ plan_id: 1091, plan_pricing_id: 109101, price: 1.71, removable: 0 }),
      ]);
      expect(cart.recurring_month_cost).toBe(58.7);
      // add-plan-to-cart on the plan alone keeps the pair too (another option: its own fee).
      await addToCart(ctx(), id, 1019, 101902);
      expect(
        (await cartOf(ctx(), id)).result.map((r: { plan_pricing_id: number }) => r.plan_pricing_id),
      ).toEqual([101902, 109102]);
    });
  });

  it('check-disability-plan', async () => {
    const id = await newEnrollment(ctx());
    expect(await check('check-disability-plan', id, 1011)).toBe(true);
    expect(await check('check-disability-plan', id, 1022)).toBe(true);
    expect(await check('check-disability-plan', id, 1001)).toBe(false);
    const unknown = await ctx().call({ url: api(`check-disability-plan?enrollment_id=${id}&plan_id=9`) });
    expect(unknown.status).toBe(404);
  });

  describe('cart totals', () => {
    it('the membership is a one-time fee: in the first month, not in the recurring cost', async () => {
      const id = await newEnrollment(ctx());
      await addToCart(ctx(), id, 1001, 100101);
      await addToCart(ctx(), id, 1008, 100801);
      await addToCart(ctx(), id, 1020, 102001);
      const cart = await cartOf(ctx(), id);
      expect(cart.result.map((r: { price: number }) => r.price)).toEqual([34.99, 25, 14.99]);
      expect(cart.initial_month_cost).toBe(74.98);
      expect(cart.recurring_month_cost).toBe(49.98);
      expect(await countOf(ctx(), id)).toBe(3);
    });
  });
});
