import { expect, it } from 'vitest';
import { api, describeEachDriver } from '../../../test/harness';
import { newEnrollment } from '../../../test/shop';

// HTML in the database (an admin's edit, an imported catalogue) is served sanitised by every call
// that carries it: the browser renders it without a sanitiser of its own (ADR 0012).
const HOSTILE = '<p>Good <strong>cover</strong></p><script>alert(1)</script><img src=x onerror=alert(2)>';
const clean = '<p>Good <strong>cover</strong></p>';

describeEachDriver(
  'HTML served for rendering is sanitised',
  (ctx) => {
    it('plan texts in the featured list, the listing and the plan detail', async () => {
      const featured = (await ctx().call({ url: api('get-featured-plans') })).body.data;
      const planId: number = featured[0].plan_id;
      await ctx().db.query(
        `UPDATE plans SET short_text = $1,
           plan_desc = plan_desc || jsonb_build_object('body_text', $1::text, 'faq_text', $2::text)
         WHERE plan_id = $3`,
        [HOSTILE, '<a href="javascript:alert(3)">FAQ</a>', planId],
      );
      const again = (await ctx().call({ url: api('get-featured-plans') })).body.data;
      expect(again.find((p: { plan_id: number }) => p.plan_id === planId).plan_short_text).toBe(clean);
      const detail = (await ctx().call({ url: api(`get-plan-detail/${planId}`) })).body.data;
      expect(detail.plan_short_text).toBe(clean);
      expect(detail.plan_desc.body_text).toBe(clean);
      expect(detail.plan_desc.faq_text).not.toMatch(/javascript/);
      const id = await newEnrollment(ctx());
      const listed = (await ctx().call({ url: api(`get-filtered-plans?enrollment_id=${id}`) })).body.data
        .plans;
      expect(listed.find((p: { plan_id: number }) => p.plan_id === planId)?.plan_short_text).toBe(clean);
    });

    it('the about texts of an agent, a group and a landing page', async () => {
      await ctx().db.query(`UPDATE agents SET bio = $1 WHERE agent_id = 10109`, [HOSTILE]);
      await ctx().db.query(`UPDATE groups SET about = $1 WHERE group_id = 77`, [HOSTILE]);
      const agent = await ctx().call({ url: api('get-agent-about-page-info?agent_id=10109') });
      expect(agent.body.data.agent_bio).toBe(clean);
      const group = await ctx().call({ url: api('get-group-about-page-info?group_id=77') });
      expect(group.body.data.gweb_aboutus).toBe(clean);
      const landing = await ctx().call({ url: api('validate-landing-page?landing_page=summit-benefits') });
      expect(landing.body.data.data.agent_bio).not.toMatch(/script|onerror/);
    });
  },
  { fresh: true },
);
