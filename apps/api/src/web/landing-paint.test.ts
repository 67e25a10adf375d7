import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDbApp, type TestCtx } from '../../test/harness';
import { fillSlots } from './landing-paint';

// The real template: the shell's paint build (tools/paint) renders the real header, footer and
// landing hero into this folder, as `nx build shell` does into apps/shell/dist.
const repo = resolve(import.meta.dirname, '../../../..');
const shell = mkdtempSync(join(tmpdir(), 'bs-paint-'));
writeFileSync(
  join(shell, 'index.html'),
  '<!doctype html><html><head><title>Shell</title><!--bs:tenant--></head><body><div id="root"></div></body></html>',
);
execFileSync(process.execPath, [join(repo, 'tools/paint/emit-landing-template.mjs'), shell], {
  cwd: repo,
  stdio: 'ignore',
});

/** The markup the server put inside #root, and the page's head. */
function parts(body: string) {
  const root = body.slice(body.indexOf('<div id="root">'));
  return { root, head: body.slice(0, body.indexOf('</head>')) };
}

describe('server-painted landing', () => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await sharedDbApp('pglite', { shellDist: shell });
  }, 120_000);
  afterAll(async () => {
    await ctx.app.close();
    rmSync(shell, { recursive: true, force: true });
  });
  const page = async (url: string, lang = 'en') =>
    parts((await ctx.app.inject({ url, headers: { 'accept-language': lang } })).body);

  it("paints an agent store's header, menu and hero with its name, tagline, logo and colours", async () => {
    const { root, head } = await page('/summit-benefits');
    expect(head).toMatch(/<style id="bs-tenant-theme" nonce="[^"]+">:root\{--bs-color-primary:#1b5e3b;/);
    expect(head).toMatch(/<style id="bs-landing-paint" nonce="[^"]+">\.bs-shop-/);
    expect(root).toMatch(/^<div id="root"><div data-bs-painted="">/);
    expect(root).toContain('aria-label="Summit Benefit Advisors home" href="/summit-benefits"');
    expect(root).toContain('src="/tenant-assets/summit-benefits/logo.svg" width="260" height="48"');
    expect(root).toContain('>Independent advice from the Rockies since 1998.</p>');
    expect(root).toContain('href="tel:3035550187"');
    expect(root).toMatch(/<h1 class="bs-shop-[^"]+">Plans chosen with an advisor at your side<\/h1>/);
    // The agent's menu, in its order, under the store's slug.
    const menu = [...root.matchAll(/href="\/summit-benefits\/plans\?type=([a-z_]+)"[^>]*>([^<]+)</g)];
    expect(menu.map((m) => `${m[1]}:${m[2]}`)).toEqual([
      'medical:Medical',
      'dental:Dental',
      'vision:Vision',
      'term_life:Term Life',
      'di:Disability Income',
      'critical:Critical Illness',
      'accident:Accident',
      'hospital:Hospital',
    ]);
    expect(root).not.toContain('__bs_');
  });

  it('paints in Spanish with the tenant’s Spanish copy and the store’s Spanish texts', async () => {
    const { root } = await page('/summit-benefits', 'es');
    expect(root).toContain('>Saltar al contenido</a>');
    expect(root).toContain('aria-label="Inicio de Summit Benefit Advisors"');
    // The tenant's own Spanish tagline: no lang="en" on it.
    expect(root).toContain('">Asesoría independiente en las Montañas Rocosas desde 1998.</p>');
    expect(root).toContain('>Planes elegidos con un asesor a su lado</h1>');
    expect(root).toContain('>Médico</a>');
    expect(root).toContain('>Obtenga una cotización en minutos</h2>');
  });

  it("paints another tenant's own header and hero: a group store, and the default store", async () => {
    const group = await page('/northwind-employees');
    expect(group.head).toContain(':root{--bs-color-primary:#e36e19;');
    expect(group.root).toContain('aria-label="Northwind Employee Benefits home"');
    expect(group.root).toContain('>Your Northwind benefits, all in one place.</p>');
    expect(group.root).toContain('>Voluntary benefits for the Northwind team</h1>');
    expect(group.root).not.toContain('Summit');
    const store = await page('/', 'es');
    expect(store.root).toContain('aria-label="Inicio de Benefit Store" href="/"');
    expect(store.root).toContain('>Beneficios simples, para todos.</p>');
    expect(store.root).toContain('href="/plans?type=dental"');
  });

  it('keeps a hostile tagline and hero title as text', async () => {
    const hostile = `<img src=x onerror="alert(1)">'&</p><script>alert(2)</script>`;
    const slug = 'summit-benefits';
    const [before] = await ctx.db.query<{ config: unknown }>('SELECT config FROM tenants WHERE slug = $1', [
      slug,
    ]);
    try {
      await ctx.db.query(
        `UPDATE tenants SET config = jsonb_set(jsonb_set(config, '{copy,tagline}', to_jsonb($2::text)),
                                                '{copy,hero_title}', to_jsonb($2::text))
          WHERE slug = $1`,
        [slug, hostile],
      );
      const { root } = await page(`/${slug}`);
      const escaped =
        '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&#39;&amp;&lt;/p&gt;&lt;script&gt;alert(2)&lt;/script&gt;';
      expect(root).toContain(`>${escaped}</p>`);
      expect(root).toContain(`>${escaped}</h1>`);
      expect(root).not.toContain('<img src=x');
      expect(root).not.toContain('<script>alert');
    } finally {
      await ctx.db.query('UPDATE tenants SET config = $2 WHERE slug = $1', [
        slug,
        JSON.stringify(before.config),
      ]);
    }
  });

  it('paints only the landing: other pages keep an empty #root for the app', async () => {
    expect((await page('/summit-benefits/plans')).root).toMatch(/^<div id="root"><\/div>/);
    expect((await page('/cart')).root).toMatch(/^<div id="root"><\/div>/);
    expect((await page('/no-such-store')).root).toMatch(/^<div id="root"><\/div>/);
  });

  it('leaves the page to the app for someone signed in (their own header, not a first visit’s)', async () => {
    const signedIn = await ctx.app.inject({
      url: '/summit-benefits',
      headers: { 'accept-language': 'en', cookie: 'bs_session=any-token' },
    });
    expect(parts(signedIn.body).root).toMatch(/^<div id="root"><\/div>/);
    expect((await page('/summit-benefits')).root).toContain('data-bs-painted');
  });

  it('serves the page unpainted while the template cannot be read (a build writing it)', async () => {
    const file = join(shell, 'landing-paint.json');
    const good = readFileSync(file, 'utf8');
    try {
      writeFileSync(file, good.slice(0, 100));
      const later = new Date(Date.now() + 5_000);
      utimesSync(file, later, later);
      const r = await ctx.app.inject({ url: '/summit-benefits' });
      expect(r.statusCode).toBe(200);
      expect(parts(r.body).root).toMatch(/^<div id="root"><\/div>/);
    } finally {
      writeFileSync(file, good);
      const after = new Date(Date.now() + 10_000);
      utimesSync(file, after, after);
    }
    expect((await page('/summit-benefits')).root).toContain('data-bs-painted');
  });

  it('keeps the template to itself: it is not served as a file', async () => {
    expect((await ctx.app.inject({ url: '/landing-paint.json' })).statusCode).not.toBe(200);
  });

  it('fills every slot in one pass: a value is never read again as a slot', () => {
    expect(fillSlots('<p>__bs_a__</p>', { a: '__bs_b__ <b>' })).toBe('<p>__bs_b__ &lt;b&gt;</p>');
    expect(() => fillSlots('<p>__bs_c__</p>', {})).toThrow(/no value for slot c/);
  });
});
