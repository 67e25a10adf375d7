import { describe, expect, it } from 'vitest';
import { api, describeEachDriver } from '../../../test/harness';
import { addToCart, cartOf, countOf, newEnrollment } from '../../../test/shop';
import { offeredDates } from '../../kernel/cart/effective-dates';

/** A DOB whose birthday is on `date` (MM/01/YYYY) `age` years earlier. */
const dobTurning = (age: number, date: string) => {
  const [m, d, y] = date.split('/');
  return `${m}/${d}/${Number(y) - age}`;
};

describeEachDriver('cart, checkout and tabs', (ctx) => {
  const get = (path: string) => ctx().call({ url: api(path) });
  const post = (path: string, payload: Record<string, unknown>) =>
    ctx().call({ method: 'POST', url: api(path), payload });
  const [first, second, third] = offeredDates();

  describe('get-cart-effective-dates', () => {
    it('offers the first of the next three months; selected follows checkout', async () => {
      const id = await newEnrollment(ctx());
      const dates = (await get(`get-cart-effective-dates?enrollment_id=${id}`)).body.data;
      expect(dates).toEqual({ result: [first, second, third], selected: null });
      expect(dates.result.every((d: string) => /^\d{2}\/01\/\d{4}$/.test(d))).toBe(true);
      await addToCart(ctx(), id, 1001, 100101);
      expect((await post('cart-checkout', { enrollment_id: id, effective_date: second })).status).toBe(200);
      expect((await get(`get-cart-effective-dates?enrollment_id=${id}`)).body.data.selected).toBe(second);
      // A stored date that is no longer offered is no selection.
      await ctx().db.query(`UPDATE enrollments SET effective_date = '2020-01-01' WHERE enrollment_id = $1`, [
        id,
      ]);
      expect((await get(`get-cart-effective-dates?enrollment_id=${id}`)).body.data.selected).toBeNull();
      expect((await get('get-cart-effective-dates?enrollment_id=CCCCCCCCCCCCCCCCCCCCCC')).status).toBe(404);
    });
  });

  describe('get-plan-cart prices at read time', () => {
    it('the age at the effective date picks the band: 39 on the first date, 40 on the second', async () => {
      const id = await newEnrollment(ctx(), { dob: dobTurning(40, second!) });
      expect((await addToCart(ctx(), id, 1009, 100901)).body.data.result).toBe(true);
      const at = async (date?: string) =>
        (await get(`get-plan-cart?enrollment_id=${id}${date ? `&effective_date=${date}` : ''}`)).body.data;
      expect((await at()).result[0].price).toBe(101.99); // no date stored: the first offered date
      expect((await at(first)).recurring_month_cost).toBe(101.99);
      const later = await at(second);
      expect(later.result[0].price).toBe(128.99);
      expect(later).toMatchObject({ initial_month_cost: 128.99, recurring_month_cost: 128.99 });
      // After checkout the stored date prices the cart.
      await post('cart-checkout', { enrollment_id: id, effective_date: second });
      expect((await at()).recurring_month_cost).toBe(128.99);
      const notOffered = await get(`get-plan-cart?enrollment_id=${id}&effective_date=01/01/2020`);
      expect(notOffered.status).toBe(422);
      expect(notOffered.body.data[0].target_element).toBe('effective_date');
      const malformed = await get(`get-plan-cart?enrollment_id=${id}&effective_date=02/32/2030`);
      expect(malformed.status).toBe(400);
      expect(malformed.body.data[0].target_element).toBe('effective_date');
    });

    it('membership in the first month only; the 3% fee line follows the premium', async () => {
      const id = await newEnrollment(ctx(), { dob: dobTurning(40, second!) });
      await addToCart(ctx(), id, 1008, 100802); // Elevate Plus: $45 one-time
      await addToCart(ctx(), id, 1019, 101901); // Gap Plus 3000 + its 3% fee line
      const at = async (date: string) =>
        (await get(`get-plan-cart?enrollment_id=${id}&effective_date=${date}`)).body.data;
      const young = await at(first!);
      // 39: 3900 x 1.15 -> $44.99, fee 3% = $1.35; 40: 3900 x 1.45 -> $56.99, fee $1.71.
      expect(young.result.map((r: { price: number }) => r.price)).toEqual([45, 44.99, 1.35]);
      expect(young.initial_month_cost).toBe(91.34);
      expect(young.recurring_month_cost).toBe(46.34);
      const old = await at(second!);
      expect(old.result.map((r: { price: number }) => r.price)).toEqual([45, 56.99, 1.71]);
      expect(old.initial_month_cost).toBe(103.7);
      expect(old.recurring_month_cost).toBe(58.7);
      expect(await countOf(ctx(), id)).toBe(old.result.length);
    });
  });

  describe('check-prudential-cart and remove-plan-from-cart', () => {
    it('detects the 3% fee; removing its plan removes the fee line, the fee line alone is refused', async () => {
      const id = await newEnrollment(ctx());
      const prudential = async () =>
        (await get(`check-prudential-cart?enrollment_id=${id}`)).body.data.status as boolean;
      const remove = (planId: number, ppid: number) =>
        get(`remove-plan-from-cart?enrollment_id=${id}&plan_id=${planId}&plan_pricing_id=${ppid}`);
      await addToCart(ctx(), id, 1001, 100101);
      expect(await prudential()).toBe(false);
      await addToCart(ctx(), id, 1019, 101902);
      expect(await prudential()).toBe(true);
      const fixed = await remove(1091, 109102);
      expect(fixed.status).toBe(422);
      expect(fixed.body.data[0].target_element).toBe('plan_id');
      expect(fixed.body.data[0].error_message).toMatch(/cannot be removed/);
      const wrongOption = await remove(1019, 101901);
      expect(wrongOption.status).toBe(404);
      expect(wrongOption.body.data[0].target_element).toBe('plan_pricing_id');
      expect((await remove(1019, 101902)).body).toEqual({ status: 'success', data: { status: true } });
      expect(await prudential()).toBe(false);
      expect((await cartOf(ctx(), id)).result.map((r: { plan_id: number }) => r.plan_id)).toEqual([1001]);
      const again = await remove(1019, 101902);
      expect(again.status).toBe(404);
      expect(again.body.data[0]).toEqual({
        target_element: 'plan_id',
        error_message: 'This plan is not in your cart.',
      });
      expect((await remove(1001, 100101)).status).toBe(200);
      expect(await countOf(ctx(), id)).toBe(0);
      expect(
        (await get(`remove-plan-from-cart?enrollment_id=${id}&plan_id=x&plan_pricing_id=1`)).status,
      ).toBe(400);
      expect((await get('check-prudential-cart?enrollment_id=CCCCCCCCCCCCCCCCCCCCCC')).status).toBe(404);
    });
  });

  describe('cart-checkout', () => {
    it('stores the date once: idempotent, concurrent calls agree', async () => {
      const id = await newEnrollment(ctx());
      await addToCart(ctx(), id, 1002, 100201);
      const body = { enrollment_id: id, effective_date: third };
      const [a, b] = await Promise.all([post('cart-checkout', body), post('cart-checkout', body)]);
      expect(a.body).toEqual({ status: 'success', data: { status: true, effective_date: third } });
      expect(b.body).toEqual(a.body);
      const [row] = await ctx().db.query<{ d: string; at: string }>(
        `SELECT to_char(effective_date, 'MM/DD/YYYY') AS d, checked_out_at::text AS at FROM enrollments WHERE enrollment_id = $1`,
        [id],
      );
      expect(row!.d).toBe(third);
      expect((await post('cart-checkout', body)).body).toEqual(a.body);
      const [after] = await ctx().db.query<{ at: string }>(
        'SELECT checked_out_at::text AS at FROM enrollments WHERE enrollment_id = $1',
        [id],
      );
      expect(after!.at).toBe(row!.at);
      expect(await countOf(ctx(), id)).toBe(1);
    });

    it('refuses a date not offered, a missing date, an empty cart and plans not sold at that date', async () => {
      const id = await newEnrollment(ctx());
      const notOffered = await post('cart-checkout', { enrollment_id: id, effective_date: '01/01/2020' });
      expect(notOffered.status).toBe(422);
      expect(notOffered.body.data[0].target_element).toBe('effective_date');
      const missing = await post('cart-checkout', { enrollment_id: id });
      expect(missing.body.data).toEqual([
        { target_element: 'effective_date', error_message: 'Please choose an effective date' },
      ]);
      const empty = await post('cart-checkout', { enrollment_id: id, effective_date: first });
      expect(empty.status).toBe(422);
      expect(empty.body.data[0].target_element).toBe('cart');
      // $500,000 term life is issued up to age 50: 50 on the first date, 51 on the second.
      const capped = await newEnrollment(ctx(), { dob: dobTurning(51, second!), is_smoker: 0 });
      expect((await addToCart(ctx(), capped, 1018, 101803)).body.data.result).toBe(true);
      const refused = await post('cart-checkout', { enrollment_id: capped, effective_date: second });
      expect(refused.status).toBe(422);
      expect(refused.body.data[0].target_element).toBe('effective_date');
      expect(refused.body.data[0].error_message).toContain('Keystone');
      expect((await post('cart-checkout', { enrollment_id: capped, effective_date: first })).status).toBe(
        200,
      );
      const unknown = await post('cart-checkout', {
        enrollment_id: 'CCCCCCCCCCCCCCCCCCCCCC',
        effective_date: first,
      });
      expect(unknown.status).toBe(404);
    });
  });
});
