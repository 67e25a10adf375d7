import { categoryKey } from '@bs/contract';
import { describe, expect, it } from 'vitest';
import { api, describeEachDriver } from '../../../test/harness';
import { memberEnrollment } from '../../../test/wizard';
import { addToCart, newEnrollment } from '../../../test/shop';

type Plan = { plan_id: number; plan_name: string; plan_logo: string; plan_category: string };

describeEachDriver('catalogue calls', (ctx) => {
  const get = async (path: string) => ctx().call({ url: api(path) });

  describe('get-left-side-filter-fields and get-filtered-plans', () => {
    it('the public store offers all 13 categories with two or more plans each', async () => {
      const id = await newEnrollment(ctx());
      const cats = (await get(`get-left-side-filter-fields?enrollment_id=${id}`)).body.data.result.categories;
      expect([...cats].sort()).toEqual([...categoryKey.options].sort());
      const plans: Plan[] = (await get(`get-filtered-plans?enrollment_id=${id}`)).body.data.plans;
      for (const c of categoryKey.options) {
        expect(plans.filter((p) => p.plan_category === c).length, c).toBeGreaterThanOrEqual(2);
      }
      expect(plans.map((p) => p.plan_id)).not.toContain(1091); // the fee line is never listed
      expect(plans.map((p) => p.plan_id)).not.toContain(1096); // nor a replaced plan
      for (const p of plans.slice(0, 30)) {
        expect((await ctx().app.inject({ url: p.plan_logo })).statusCode, p.plan_logo).toBe(200);
      }
    });
    it('a group store (open type group) offers its menu only', async () => {
      const id = await newEnrollment(ctx(), { open_type: 'group', group_id: 1929 });
      const cats = (await get(`get-left-side-filter-fields?enrollment_id=${id}`)).body.data.result.categories;
      expect(cats).toEqual(['dental', 'vision', 'term_life', 'di', 'supplemental']);
      const medical = await get(`get-filtered-plans?enrollment_id=${id}&categories=medical`);
      expect(medical.body.data.plans).toEqual([]);
    });
    it('narrows to categories sent as CSV or repeated keys', async () => {
      const id = await newEnrollment(ctx());
      const csv: Plan[] = (await get(`get-filtered-plans?enrollment_id=${id}&categories=vision,pet`)).body
        .data.plans;
      expect(new Set(csv.map((p) => p.plan_category))).toEqual(new Set(['vision', 'pet']));
      const rep = await get(`get-filtered-plans?enrollment_id=${id}&categories=vision&categories=pet`);
      expect(rep.body.data.plans).toEqual(csv);
      expect(csv[0]).toEqual({
        plan_id: 1002,
        plan_name: 'ClearView Vision Plus',
        plan_logo: '/assets/plan-logos/clearview-vision.svg',
        plan_short_text: expect.stringMatching(/^<p>/),
        plan_category: 'vision',
      });
    });
    it('bad input: unknown category, malformed or unknown enrollment', async () => {
      const id = await newEnrollment(ctx());
      const bad = await get(`get-filtered-plans?enrollment_id=${id}&categories=dental,boats`);
      expect(bad.status).toBe(400);
      expect(bad.body.data[0].target_element).toMatch(/^categories/);
      expect((await get('get-filtered-plans?enrollment_id=short')).status).toBe(400);
      const unknown = await get('get-left-side-filter-fields?enrollment_id=QQQQQQQQQQQQQQQQQQQQQQ');
      expect(unknown.status).toBe(404);
      expect(unknown.body.data[0].target_element).toBe('enrollment_id');
    });
  });

  describe('get-menu-filtered-plans', () => {
    it('answers a category on the owner menu, nothing for others', async () => {
      const dental: Plan[] = (await get('get-menu-filtered-plans?category=dental&plansId=77&plansFor=group'))
        .body.data.plans;
      expect(dental.map((p) => p.plan_id)).toEqual([1001, 1014]);
      const notOnMenu = await get('get-menu-filtered-plans?category=medical&plansId=77&plansFor=group');
      expect(notOnMenu.body.data.plans).toEqual([]);
      const agent = await get('get-menu-filtered-plans?category=medical&plansId=10109&plansFor=agent');
      expect(agent.body.data.plans.map((p: Plan) => p.plan_id)).toEqual([1012, 1016]);
    });
    it('bad input', async () => {
      expect(
        (await get('get-menu-filtered-plans?category=dental&plansId=5&plansFor=group')).body.data[0],
      ).toEqual({
        target_element: 'plansId',
        error_message: 'Group 5 was not found.',
      });
      expect((await get('get-menu-filtered-plans?category=x&plansId=77&plansFor=group')).status).toBe(400);
      expect((await get('get-menu-filtered-plans?category=dental&plansId=77&plansFor=x')).status).toBe(400);
    });
  });

  describe('get-plan-detail', () => {
    it('answers texts with the section labels', async () => {
      const { body } = await get('get-plan-detail/1012');
      expect(body.data).toMatchObject({
        plan_id: 1012,
        plan_name: 'Summit Major Medical',
        is_membership: false,
      });
      expect(body.data.plan_desc).toMatchObject({
        exclusions_text_name: 'Exclusions & Limitations',
        example_text_name: 'See How It Works',
        faq_text_name: 'Frequently Asked Questions',
        blueBarText: 'Health questions required',
      });
      for (const k of ['body_text', 'association_text', 'exclusions_text', 'example_text', 'faq_text'])
        expect(body.data.plan_desc[k], k).toMatch(/^<(p|ul)>/);
    });
    it('without an id: the membership fee text', async () => {
      const { body } = await get('get-plan-detail');
      expect(body.data).toMatchObject({ plan_id: 1008, plan_name: 'Elevate Wellness Membership' });
      expect(body.data.membership_fee_text).toContain('one-time membership fee');
    });
    it('unknown and malformed ids', async () => {
      expect((await get('get-plan-detail/4242')).body.data[0]).toEqual({
        target_element: 'id',
        error_message: 'This plan was not found.',
      });
      expect((await get('get-plan-detail/abc')).status).toBe(400);
    });
  });

  describe('get-related-plans', () => {
    it('suggests priced related plans the person can buy and has not in the cart', async () => {
      const id = await newEnrollment(ctx(), { zip: '10001' });
      const related = (await get(`get-related-plans?enrollment_id=${id}&plan_id=1001`)).body.data;
      expect(related).toEqual([
        {
          plan_id: 1002,
          plan_pricing_id: 100201,
          plan_name: 'ClearView Vision Plus',
          plan_logo: '/assets/plan-logos/clearview-vision.svg',
          price: 12.99,
        },
        expect.objectContaining({ plan_id: 1014, plan_pricing_id: 101401, price: 18.99 }),
        expect.objectContaining({ plan_id: 1015, plan_pricing_id: 101501, price: 5.99 }),
      ]);
      await addToCart(ctx(), id, 1002, 100201);
      const after = (await get(`get-related-plans?enrollment_id=${id}&plan_id=1001`)).body.data;
      expect(after.map((p: Plan) => p.plan_id)).toEqual([1014, 1015]);
      // 1012 is not sold in NY: not suggested from GapCover there.
      const gap = (await get(`get-related-plans?enrollment_id=${id}&plan_id=1013`)).body.data;
      expect(gap.map((p: Plan) => p.plan_id)).not.toContain(1012);
      expect((await get(`get-related-plans?enrollment_id=${id}&plan_id=777`)).status).toBe(404);
    });
  });

  describe('get-group-agent-member-info', () => {
    it('names the group, and the member of an existing-user enrollment', async () => {
      const id = await newEnrollment(ctx());
      expect((await get(`get-group-agent-member-info?enrollment_id=${id}`)).body.data).toEqual({
        enrollment_type: 'new-user',
        result: { user_info: null, group_info: { name: 'Northwind Traders', code: 'NWT077' } },
      });
      // An existing member's enrollment is started by their rep (signed in) and read with that session.
      const { as: rep, id: existing } = await memberEnrollment(ctx(), 'rep10109', 5001);
      const info = await rep.call({ url: api(`get-group-agent-member-info?enrollment_id=${existing}`) });
      expect(info.body.data).toMatchObject({
        enrollment_type: 'existing-user',
        result: {
          user_info: { first_name: 'Maria', last_name: 'Lopez' },
          group_info: { name: 'Northwind Traders', code: 'NWT077' },
        },
      });
      // Without the session the member's name is not shown: the id opens nothing (ADR 0013).
      expect((await get(`get-group-agent-member-info?enrollment_id=${existing}`)).status).toBe(404);
      const group = await get('get-group-agent-member-info?group_id=1929');
      expect(group.body.data.result.group_info).toEqual({
        name: 'Riverside Unified School District',
        code: 'RUSD1929',
      });
    });
    it('needs an enrollment or a group', async () => {
      expect((await get('get-group-agent-member-info')).body.data[0]).toEqual({
        target_element: 'enrollment_id',
        error_message: 'This field is required.',
      });
      expect((await get('get-group-agent-member-info?group_id=4')).status).toBe(404);
    });
  });
});
