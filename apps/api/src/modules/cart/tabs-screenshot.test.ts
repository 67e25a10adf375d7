import { describe, expect, it } from 'vitest';
import { api, describeEachDriver } from '../../../test/harness';
import { addToCart, healthAnswers, newEnrollment, saveAnswers } from '../../../test/shop';

describeEachDriver('dynamic tabs and screenshots', (ctx) => {
  const get = (path: string) => ctx().call({ url: api(path) });
  const post = (path: string, payload: Record<string, unknown>) =>
    ctx().call({ method: 'POST', url: api(path), payload });

  describe('get-dynamic-tabs', () => {
    const required = async (id: string) =>
      Object.fromEntries(
        (await get(`get-dynamic-tabs?enrollment_id=${id}`)).body.data.result.map(
          (t: { tab_name: string; required: number }) => [t.tab_name, t.required],
        ),
      );

    it('answers all ten tabs in the wizard order; the always-required ones for a plain IO cart', async () => {
      const id = await newEnrollment(ctx(), { tier: 'IO' });
      await addToCart(ctx(), id, 1001, 100101);
      const tabs = (await get(`get-dynamic-tabs?enrollment_id=${id}`)).body.data.result;
      expect(tabs.map((t: { tab_name: string; order: number }) => [t.tab_name, t.order])).toEqual([
        ['primary_info', 0],
        ['contact_info', 1],
        ['employer_info', 2],
        ['beneficiary_info', 3],
        ['primary_health_info', 4],
        ['eoi_info', 5],
        ['dependent_info', 6],
        ['review_info', 7],
        ['agreement_info', 8],
        ['billing_info', 9],
      ]);
      expect(await required(id)).toEqual({
        primary_info: 1,
        contact_info: 1,
        employer_info: 0,
        beneficiary_info: 0,
        primary_health_info: 0,
        eoi_info: 0,
        dependent_info: 0,
        review_info: 1,
        agreement_info: 1,
        billing_info: 1,
      });
    });

    it('follow the cart and the tier: life, disability, underwritten plans, dependents', async () => {
      const id = await newEnrollment(ctx(), {
        tier: 'IS',
        is_smoker: 0,
        annual_incode: 50_000,
        working_hours: 40,
      });
      await addToCart(ctx(), id, 1003, 100301);
      expect(await required(id)).toMatchObject({ beneficiary_info: 1, dependent_info: 1, employer_info: 0 });
      await addToCart(ctx(), id, 1011, 101101);
      expect((await required(id)).employer_info).toBe(1);
      expect((await saveAnswers(ctx(), id, 1012, healthAnswers(1012))).status).toBe(200);
      expect((await addToCart(ctx(), id, 1012, 101201)).body.data.result).toBe(true);
      expect((await required(id)).primary_health_info).toBe(1);
      await get(`remove-plan-from-cart?enrollment_id=${id}&plan_id=1003&plan_pricing_id=100301`);
      expect((await required(id)).beneficiary_info).toBe(0);
      expect((await get('get-dynamic-tabs?enrollment_id=bad')).status).toBe(400);
    });
  });

  describe('save-screenshot', () => {
    const PNG =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    it('stores a PNG (latest per name) and refuses other types and oversized images on image', async () => {
      const id = await newEnrollment(ctx());
      const save = (image: string, name = 'cart') =>
        post('save-screenshot', { enrollment_id: id, name, image });
      expect((await save(PNG)).body).toEqual({ status: 'success', data: { saved: true } });
      expect((await save(PNG)).status).toBe(200);
      const rows = await ctx().db.query<{ bytes: number; head: string }>(
        `SELECT bytes, encode(substring(image from 1 for 4), 'hex') AS head FROM enrollment_screenshots WHERE enrollment_id = $1`,
        [id],
      );
      expect(rows).toEqual([{ bytes: 70, head: '89504e47' }]);
      const gif = await save('data:image/png;base64,R0lGODlhAQABAAAAACwAAAAAAQABAAA=');
      expect(gif.status).toBe(422);
      expect(gif.body.data[0]).toEqual({
        target_element: 'image',
        error_message: 'The screenshot must be a PNG image',
      });
      expect((await save('data:image/jpeg;base64,/9j/4AAQ')).body.data[0].target_element).toBe('image');
      const big = Buffer.concat([Buffer.from(PNG.split(',')[1]!, 'base64'), Buffer.alloc(2 * 1024 * 1024)]);
      const tooBig = await save(`data:image/png;base64,${big.toString('base64')}`);
      expect(tooBig.status).toBe(422);
      expect(tooBig.body.data[0].target_element).toBe('image');
      expect(tooBig.body.data[0].error_message).toMatch(/too large/);
      const unknown = await post('save-screenshot', {
        enrollment_id: 'CCCCCCCCCCCCCCCCCCCCCC',
        name: 'cart',
        image: PNG,
      });
      expect(unknown.status).toBe(404);
    });
  });
});
