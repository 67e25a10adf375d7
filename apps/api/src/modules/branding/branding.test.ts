import { categoryKey } from '@bs/contract';
import { TENANT_CATEGORY_KEYS } from '@bs/tenant-config';
import { expect, it } from 'vitest';
import { api, describeEachDriver } from '../../../test/harness';

it('tenant-config category keys match the contract', () => {
  expect([...TENANT_CATEGORY_KEYS]).toEqual(categoryKey.options);
});

describeEachDriver('branding calls', (ctx) => {
  it('agent landing + about come from the agent tenant', async () => {
    const l = await ctx().call({ url: api('get-agent-landing-page-info?agent_id=10109') });
    expect(l.body.data).toMatchObject({
      name: 'Jordan Avery',
      logo: '/tenant-assets/summit-benefits/logo.svg',
      image: '/tenant-assets/summit-benefits/hero.svg',
      display_phone: '(303) 555-0187',
      display_email: 'advisors@summit-benefits.example',
    });
    const a = await ctx().call({ url: api('get-agent-about-page-info?agent_id=10109') });
    expect(a.body.data).toEqual({ agent_bio: l.body.data.agent_bio });
  });

  it('group landing + about come from the group tenant; unbranded owners use the default tenant', async () => {
    const l = await ctx().call({ url: api('get-group-landing-page-info?group_id=77') });
    expect(l.body.data).toMatchObject({
      name: 'Northwind Traders',
      logo: '/tenant-assets/northwind-employees/logo.svg',
    });
    expect(l.body.data.gweb_aboutus).toContain('Open enrollment');
    const about = await ctx().call({ url: api('get-group-about-page-info?group_id=77') });
    expect(about.body.data).toEqual({ gweb_aboutus: l.body.data.gweb_aboutus });
    const other = await ctx().call({ url: api('get-group-landing-page-info?group_id=1929') });
    expect(other.body.data.logo).toBe('/tenant-assets/benefit-store/logo.svg');
    const unknown = await ctx().call({ url: api('get-group-about-page-info?group_id=5') });
    expect(unknown.status).toBe(404);
  });

  it("answers the owner's tagline and about name in the reader's language where its tenant gives them", async () => {
    const inEs = (url: string) => ctx().call({ url: api(url), headers: { 'accept-language': 'es' } });
    const agentEn = (await ctx().call({ url: api('get-agent-landing-page-info?agent_id=10109') })).body.data;
    expect(agentEn).toMatchObject({
      tagline: 'Independent advice from the Rockies since 1998.',
      copy_lang: 'en',
    });
    expect((await inEs('get-agent-landing-page-info?agent_id=10109')).body.data).toMatchObject({
      tagline: 'Asesoría independiente en las Montañas Rocosas desde 1998.',
      display_about_name: 'Acerca de Summit Benefit Advisors',
      copy_lang: 'es',
    });
    expect((await inEs('get-group-landing-page-info?group_id=77')).body.data).toMatchObject({
      tagline: 'Sus beneficios de Northwind, todos en un solo lugar.',
      copy_lang: 'es',
    });
    // An owner branded by the default tenant takes the default tenant's Spanish.
    expect((await inEs('get-group-landing-page-info?group_id=1929')).body.data).toMatchObject({
      tagline: 'Beneficios simples, para todos.',
      copy_lang: 'es',
    });
    expect((await inEs('validate-landing-page?landing_page=summit-benefits')).body.data.data).toMatchObject({
      tagline: 'Asesoría independiente en las Montañas Rocosas desde 1998.',
      copy_lang: 'es',
    });
    // A tenant without Spanish words: the English ones, said to be English.
    await ctx().db.query(`UPDATE groups SET copy_i18n = '{}'::jsonb WHERE group_id = 1929`);
    try {
      expect((await inEs('get-group-landing-page-info?group_id=1929')).body.data).toMatchObject({
        tagline: 'Benefits made simple, for everyone.',
        copy_lang: 'en',
      });
    } finally {
      await ctx().db.query(
        `UPDATE groups g SET copy_i18n = t.config->'copy_i18n' FROM tenants t WHERE g.group_id = 1929 AND t.slug = 'benefit-store'`,
      );
    }
  });

  it("landing info carries the owner's storefront theme for visits without a landing slug", async () => {
    const agent = (await ctx().call({ url: api('get-agent-landing-page-info?agent_id=10109') })).body.data;
    const group = (await ctx().call({ url: api('get-group-landing-page-info?group_id=77') })).body.data;
    const other = (await ctx().call({ url: api('get-group-landing-page-info?group_id=1929') })).body.data;
    expect(agent.theme['--bs-color-primary']).toBe('#1b5e3b');
    expect(agent.theme['--bs-font-family']).toMatch(/Georgia/);
    // Northwind's orange #e8701a is 2.9:1 on its cream page; the theme paints the nearest 3:1 shade.
    expect(group.theme['--bs-color-primary']).toBe('#e36e19');
    expect(group.theme['--bs-color-primary']).not.toBe(agent.theme['--bs-color-primary']);
    expect(Object.keys(agent.theme).every((k) => k.startsWith('--bs-'))).toBe(true);
    expect(other.theme).toBeUndefined();
  });

  it('menus differ per agent and group', async () => {
    const agent = (await ctx().call({ url: api('get-agent-menu?agent_id=10109') })).body.data;
    const group = (await ctx().call({ url: api('get-group-menu?group_id=77') })).body.data;
    const other = (await ctx().call({ url: api('get-group-menu?group_id=1929') })).body.data;
    expect(agent[0]).toBe('medical');
    expect(group).toEqual(['dental', 'vision', 'accident', 'critical', 'hospital', 'lifestyle', 'pet']);
    expect(new Set([agent.join(), group.join(), other.join()]).size).toBe(3);
    const bad = await ctx().call({ url: api('get-agent-menu?agent_id=77777') });
    expect(bad.body.status).toBe('error');
  });

  it('get-ticket-link returns the configured https URL', async () => {
    const { body } = await ctx().call({ url: api('get-ticket-link') });
    expect(body.data).toMatch(/^https:\/\//);
  });
});
