import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDbApp, type TestCtx } from '../../test/harness';
import { startupCalls } from './boot-data';
import { isFederationManifest, screenAssets } from '@bs/mf';
import { localManifestReader } from './remote-preload';

/** An mf-manifest.json as the builds write it (tools/rspack), trimmed to what the page reads. */
const shopManifest = (hash: string) => ({
  id: 'shop',
  name: 'shop',
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  shared: [],
  remotes: [],
  exposes: [
    {
      id: 'shop:routes',
      name: 'routes',
      path: './routes',
      assets: {
        js: {
          sync: [`__federation_expose_routes.${hash}.js`],
          async: [`screen-landing.${hash}.js`, `screen-plans.${hash}.js`, `screen-plan-detail.${hash}.js`],
        },
        css: { sync: [], async: [`screen-landing.${hash}.css`] },
      },
    },
  ],
});

const tmp = mkdtempSync(join(tmpdir(), 'bs-boot-'));
const shell = join(tmp, 'shell-dist');
const apps = join(tmp, 'apps');
mkdirSync(shell, { recursive: true });
mkdirSync(join(apps, 'shop/dist'), { recursive: true });
writeFileSync(
  join(shell, 'index.html'),
  '<!doctype html><html><head><title>Shell</title><!--bs:tenant--></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(apps, 'shop/dist/mf-manifest.json'), JSON.stringify(shopManifest('aaaa111111')));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The boot data and preload links of a served page. */
function bootOf(html: string) {
  const json = /<script id="bs-boot" type="application\/json" nonce="[^"]+">(.*?)<\/script>/.exec(html);
  const preloads = [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)">/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
  return { data: json ? JSON.parse(json[1]!) : null, preloads };
}

describe('the page carries what start-up would fetch first', () => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await sharedDbApp('pglite', {
      shellDist: shell,
      appsDir: apps,
      ticketUrl: 'https://support.example/tickets/new',
      remotesJson: JSON.stringify({ cart_quote: 'https://cart.cdn.example/mf-manifest.json' }),
    });
  });
  afterAll(() => ctx.app.close());

  it("answers the default store's start-up calls exactly as the API does, under the nonce", async () => {
    const page = await ctx.app.inject({ url: '/' });
    const nonce = /nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))![1];
    expect(page.body).toContain(`<script id="bs-boot" type="application/json" nonce="${nonce}">`);
    const { data } = bootOf(page.body);
    const defaults = await ctx.call({ url: '/api/v1/get-default-info' });
    expect(data.calls).toEqual([
      { name: 'get-ticket-link', args: {}, data: 'https://support.example/tickets/new' },
      { name: 'get-default-info', args: {}, data: defaults.body.data },
    ]);
    // The tenant's logo comes with its size, for the header's <img width height>.
    const tenant = JSON.parse(/<script id="bs-tenant"[^>]*>(.*?)<\/script>/.exec(page.body)![1]!);
    expect(tenant.logo_size).toEqual({ width: 220, height: 48 });
    expect(data.remotes).toEqual({
      shop: '/remotes/shop/mf-manifest.json',
      cart_quote: 'https://cart.cdn.example/mf-manifest.json',
      enrollment_wizard: '/remotes/enrollment-wizard/mf-manifest.json',
      member_admin: '/remotes/member-admin/mf-manifest.json',
      platform_admin: '/remotes/platform-admin/mf-manifest.json',
    });
  });

  it('answers a landing slug with its landing page, in the reader’s language; an unknown slug not at all', async () => {
    const page = await ctx.app.inject({ url: '/summit-benefits/plans', headers: { cookie: 'bs_lang=es' } });
    const call = bootOf(page.body).data.calls.find(
      (c: { name: string }) => c.name === 'validate-landing-page',
    );
    const api = await ctx.call({
      url: '/api/v1/validate-landing-page?landing_page=summit-benefits',
      headers: { 'accept-language': 'es' },
    });
    expect(call).toEqual({
      name: 'validate-landing-page',
      args: { query: { landing_page: 'summit-benefits' } },
      data: api.body.data,
    });
    // On the landing itself the hero's agent landing info comes too, keyed with a number.
    const landing = bootOf((await ctx.app.inject({ url: '/summit-benefits' })).body).data.calls;
    const agentId = api.body.data.agent_id;
    const hero = await ctx.call({ url: `/api/v1/get-agent-landing-page-info?agent_id=${agentId}` });
    expect(landing.at(-2)).toEqual({
      name: 'get-agent-landing-page-info',
      args: { query: { agent_id: agentId } },
      data: hero.body.data,
    });
    // ...and its menu, which the server paints into the header (landing-paint.ts).
    const menu = await ctx.call({ url: `/api/v1/get-agent-menu?agent_id=${agentId}` });
    expect(landing.at(-1)).toEqual({
      name: 'get-agent-menu',
      args: { query: { agent_id: agentId } },
      data: menu.body.data,
    });
    const group = bootOf((await ctx.app.inject({ url: '/northwind-employees' })).body).data.calls;
    expect(group.slice(-2)).toMatchObject([
      { name: 'get-group-landing-page-info', args: { query: { group_id: 77 } } },
      { name: 'get-group-menu', args: { query: { group_id: 77 } } },
    ]);
    const unknown = bootOf((await ctx.app.inject({ url: '/no-such-store' })).body).data;
    expect(unknown.calls.map((c: { name: string }) => c.name)).toEqual(['get-ticket-link']);
  });

  it("carries the plans listing's and the plan detail's first reads, keyed as the shop keys them", async () => {
    type Call = { name: string; args: unknown; data: unknown };
    const calls = async (url: string) => bootOf((await ctx.app.inject({ url })).body).data.calls as Call[];
    const answer = async (url: string) => (await ctx.call({ url })).body.data;
    // The default store is group 77's: its menu, then each of its categories' plans.
    const plans = await calls('/plans');
    const menu = (await answer('/api/v1/get-group-menu?group_id=77')) as string[];
    expect(menu.length).toBeGreaterThan(1);
    expect(plans.slice(2)).toEqual([
      {
        name: 'get-group-agent-member-info',
        args: { query: { group_id: 77 } },
        data: await answer('/api/v1/get-group-agent-member-info?group_id=77'),
      },
      { name: 'get-group-menu', args: { query: { group_id: 77 } }, data: menu },
      ...(await Promise.all(
        menu.map(async (category) => ({
          name: 'get-menu-filtered-plans',
          args: { query: { category, plansId: 77, plansFor: 'group' } },
          data: await answer(
            `/api/v1/get-menu-filtered-plans?category=${category}&plansId=77&plansFor=group`,
          ),
        })),
      )),
    ]);
    // A menu link's type selects that category alone.
    const typed = (await calls(`/plans?type=${menu[1]}`)).filter((c) => c.name === 'get-menu-filtered-plans');
    expect(typed.map((c) => c.args)).toEqual([
      { query: { category: menu[1], plansId: 77, plansFor: 'group' } },
    ]);
    // The plan detail: the plan by its path id.
    const detail = await calls('/plan/1001/brightsmile-dental-ppo');
    expect(detail.slice(3)).toEqual([
      {
        name: 'get-plan-detail',
        args: { params: { id: 1001 } },
        data: await answer('/api/v1/get-plan-detail/1001'),
      },
    ]);
    // Other screens carry none of them; an unknown plan is left for the page to report.
    expect((await calls('/cart')).map((c) => c.name)).toEqual(['get-ticket-link', 'get-default-info']);
    expect((await calls('/plan/99999999/x')).map((c) => c.name)).not.toContain('get-plan-detail');
  });

  it("preloads the route's remote entry, exposed module and screen chunk, and inlines its manifest", async () => {
    const { data, preloads } = bootOf((await ctx.app.inject({ url: '/' })).body);
    expect(preloads).toEqual([
      'script /remotes/shop/remoteEntry.js',
      'script /remotes/shop/__federation_expose_routes.aaaa111111.js',
      'script /remotes/shop/screen-landing.aaaa111111.js',
      'style /remotes/shop/screen-landing.aaaa111111.css',
    ]);
    expect(data.manifests).toEqual({ '/remotes/shop/mf-manifest.json': shopManifest('aaaa111111') });
    const plans = bootOf((await ctx.app.inject({ url: '/acme/plans' })).body).preloads;
    expect(plans).toContain('script /remotes/shop/screen-plans.aaaa111111.js');
    expect(plans).not.toContain('script /remotes/shop/screen-landing.aaaa111111.js');
  });

  it('follows a rebuilt remote at once, and leaves remotes on other origins to the browser', async () => {
    const file = join(apps, 'shop/dist/mf-manifest.json');
    writeFileSync(file, JSON.stringify(shopManifest('bbbb222222')));
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect(bootOf((await ctx.app.inject({ url: '/' })).body).preloads[1]).toBe(
      'script /remotes/shop/__federation_expose_routes.bbbb222222.js',
    );
    const cartPage = (await ctx.app.inject({ url: '/cart' })).body;
    const cart = bootOf(cartPage);
    expect(cart.preloads).toEqual([]);
    // ...but its origin's connections are opened at once, for the manifest (CORS) and the scripts.
    expect(
      [...cartPage.matchAll(/<link rel="preconnect" href="([^"]+)"( crossorigin)?>/g)].map((m) => m[0]),
    ).toEqual([
      '<link rel="preconnect" href="https://cart.cdn.example" crossorigin>',
      '<link rel="preconnect" href="https://cart.cdn.example">',
    ]);
    expect(cart.data.manifests).toBeUndefined();
    expect(cart.data.remotes.cart_quote).toBe('https://cart.cdn.example/mf-manifest.json');
  });
});

describe('boot data helpers', () => {
  it('start-up calls mirror the shell: landing page or default store, nothing for the error page', () => {
    const names = (p: string) => startupCalls(p).map((c) => c.name);
    expect(names('/')).toEqual(['get-ticket-link', 'get-default-info']);
    expect(names('/cart')).toEqual(['get-ticket-link', 'get-default-info']);
    expect(startupCalls('/Acme%20Store/plans')[1]).toEqual({
      name: 'validate-landing-page',
      args: { query: { landing_page: 'Acme Store' } },
    });
    expect(names('/continue-enrollment')).toEqual(['get-ticket-link']);
    expect(names('/404')).toEqual([]);
  });

  it('resolves files against the manifest URL (publicPath auto), a fixed publicPath or absolute names', () => {
    const m = shopManifest('cccc333333');
    expect(screenAssets('https://cdn.example/shop/v2/mf-manifest.json', m, 'plans').slice(0, 3)).toEqual([
      { href: 'https://cdn.example/shop/v2/remoteEntry.js', as: 'script' },
      { href: 'https://cdn.example/shop/v2/__federation_expose_routes.cccc333333.js', as: 'script' },
      { href: 'https://cdn.example/shop/v2/screen-plans.cccc333333.js', as: 'script' },
    ]);
    const fixed = { ...m, metaData: { ...m.metaData, publicPath: '/static/shop/' } };
    expect(screenAssets('/remotes/shop/mf-manifest.json', fixed, 'cart')[0]!.href).toBe(
      '/static/shop/remoteEntry.js',
    );
  });

  it('reads only manifests of remotes this server serves, and only valid ones', () => {
    const read = localManifestReader(apps);
    expect(read('/remotes/shop/mf-manifest.json')).toBeDefined();
    expect(read('/remotes/../shop/mf-manifest.json')).toBeUndefined();
    expect(read('/remotes/cart-quote/mf-manifest.json')).toBeUndefined(); // not built
    expect(read('https://cdn.example/mf-manifest.json')).toBeUndefined();
    expect(isFederationManifest({ id: 'shop' })).toBe(false);
    expect(isFederationManifest(shopManifest('x'))).toBe(true);
  });
});
