import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { api, describeEachDriver, type TestCtx } from '../../../test/harness';
import { sessionHeaders, type Who } from '../../../test/sign-in';
import { parseTenant } from '@bs/tenant-config';
import { seedTenant } from '../../seed';

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#0b6e4f"/></svg>';
const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64');

/** A PNG header claiming the given size (enough for the size check, which reads IHDR). */
function pngOf(width: number, height: number): Buffer {
  const b = Buffer.alloc(64);
  b.writeUInt32BE(0x89504e47, 0);
  b.writeUInt32BE(0x0d0a1a0a, 4);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'ascii');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}

export const formOf = (slug: string, over: Record<string, unknown> = {}) => ({
  slug,
  name: `Store ${slug}`,
  kind: 'group',
  agent_id: 10109,
  group_id: 77,
  theme: { primary: '#0b6e4f' },
  logo: 'logo.svg',
  image: 'hero.svg',
  branding: {
    display_phone: '(206) 555-0100',
    display_email: 'help@example.com',
    tagline: 'Benefits for the lake',
    display_about_name: 'About us',
    about: 'We help people choose benefits.',
  },
  menu: ['dental', 'vision'],
  ...over,
});

const uniqueSlug = (p: string) => `${p}-${randomBytes(4).toString('hex')}`;

async function as(ctx: TestCtx, who: Who | null, call: string, body?: unknown, query = '') {
  const headers = who ? await sessionHeaders(ctx, who) : {};
  return ctx.call(
    body === undefined
      ? { url: api(`${call}${query}`), headers }
      : { method: 'POST', url: api(call), payload: body as object, headers },
  );
}

/** Uploads logo and hero for `slug` and creates it as the platform admin. */
export async function createStore(ctx: TestCtx, slug: string, over: Record<string, unknown> = {}) {
  const up = async (field: string) =>
    (
      await as(ctx, 'platformAdmin', 'upload-tenant-image', {
        slug,
        field,
        content_type: 'image/svg+xml',
        content_base64: b64(LOGO),
      })
    ).body.data.file_name as string;
  const logo = await up('logo');
  const image = await up('image');
  return as(ctx, 'platformAdmin', 'create-tenant', formOf(slug, { logo, image, ...over }));
}

const targets = (body: { data: { target_element: string }[] }) => body.data.map((e) => e.target_element);

describeEachDriver('platform admin console (admin calls)', (ctx) => {
  it('creates a tenant that the store serves at once, with its uploaded logo, and records who did it', async () => {
    const slug = uniqueSlug('lake');
    const created = await createStore(ctx(), slug);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ status: 'active', scope: 'all', store_path: `/${slug}/` });
    expect(created.body.data.tenant.portal_id).toBeGreaterThan(0);
    const page = await ctx().call({ url: `/${slug}/` });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`"slug":"${slug}"`);
    const logo = await ctx().call({ url: created.body.data.logo_url });
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(String(logo.headers['content-security-policy'])).toContain('sandbox');
    const changes = await as(ctx(), 'platformAdmin', 'get-tenant-changes', undefined, `?slug=${slug}`);
    // The uploads came before the tenant existed; its history starts with its creation.
    expect(changes.body.data.rows.map((r: { action: string }) => r.action)).toEqual(['create']);
    expect(changes.body.data.rows[0].who).toEqual({
      email: 'admin@benefit-store.example',
      kind: 'platform_admin',
    });
    const list = await as(ctx(), 'platformAdmin', 'list-tenants', undefined, `?search=${slug}`);
    expect(list.body.data.rows).toHaveLength(1);
    expect(list.body.data.rows[0]).toMatchObject({
      slug,
      kind: 'group',
      group_name: expect.any(String),
      status: 'active',
    });
  });

  it("keeps the images uploaded before the address was changed, and never takes another store's", async () => {
    const draft = uniqueSlug('draft');
    const logo = (
      await as(ctx(), 'platformAdmin', 'upload-tenant-image', {
        slug: draft,
        field: 'logo',
        content_type: 'image/svg+xml',
        content_base64: b64(LOGO),
      })
    ).body.data.file_name as string;
    const slug = uniqueSlug('renamed');
    const created = await as(ctx(), 'platformAdmin', 'create-tenant', formOf(slug, { logo, image: logo }));
    expect(created.status).toBe(200);
    const served = await ctx().call({ url: created.body.data.logo_url });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toContain('image/svg+xml');
    // An image only a published store holds is not adopted: the new store must upload its own.
    const own = uniqueSlug('owner');
    const fill = `#${randomBytes(3).toString('hex')}`;
    const ownLogo = (
      await as(ctx(), 'platformAdmin', 'upload-tenant-image', {
        slug: own,
        field: 'logo',
        content_type: 'image/svg+xml',
        content_base64: b64(LOGO.replace('#0b6e4f', fill)),
      })
    ).body.data.file_name as string;
    expect(
      (await as(ctx(), 'platformAdmin', 'create-tenant', formOf(own, { logo: ownLogo, image: logo }))).status,
    ).toBe(200);
    const copy = await as(
      ctx(),
      'platformAdmin',
      'create-tenant',
      formOf(uniqueSlug('copy'), { logo: ownLogo, image: logo }),
    );
    expect(copy.status).toBe(422);
    expect(targets(copy.body)).toEqual(['logo']);
  });

  it('refuses a slug that is taken, malformed or a page of the store, naming the slug field', async () => {
    const taken = await createStore(ctx(), 'summit-benefits');
    expect(taken.status).toBe(422);
    expect(taken.body.data).toEqual([
      { target_element: 'slug', error_message: 'This slug is already taken. Please choose another.' },
    ]);
    const bad = await as(ctx(), 'platformAdmin', 'create-tenant', formOf('Bad Slug!'));
    expect(bad.status).toBe(400);
    expect(targets(bad.body)).toContain('slug');
    const reserved = await createStore(ctx(), 'cart');
    expect(reserved.status).toBe(422);
    expect(targets(reserved.body)).toEqual(['slug']);
  });

  it('refuses a menu that repeats a category, naming the menu field', async () => {
    const r = await createStore(ctx(), uniqueSlug('menu'), { menu: ['dental', 'dental'] });
    expect(r.status).toBe(422);
    expect(r.body.data).toEqual([
      { target_element: 'menu', error_message: 'Please choose each category once.' },
    ]);
  });

  it('refuses an unknown agent or group, checked against the database', async () => {
    const r = await createStore(ctx(), uniqueSlug('ghost'), {
      agent_id: 999999,
      group_id: 999998,
      portal_id: 101,
    });
    expect(r.status).toBe(422);
    expect(r.body.data).toEqual(
      expect.arrayContaining([
        { target_element: 'agent_id', error_message: 'There is no agent with this id.' },
        { target_element: 'group_id', error_message: 'There is no group with this id.' },
      ]),
    );
  });

  it('refuses a colour the theme cannot make readable, with the reason, in English and Spanish', async () => {
    const slug = uniqueSlug('pale');
    const r = await createStore(ctx(), slug, { theme: { primary: '#ffff66', bg: '#ffffff' } });
    expect(r.status).toBe(422);
    expect(r.body.data[0].target_element).toBe('theme.primary');
    expect(r.body.data[0].error_message).toMatch(/^This colour cannot be made readable with AA contrast: .+/);
    const es = await ctx().call({
      method: 'POST',
      url: api('create-tenant'),
      payload: formOf(slug, { theme: { primary: '#ffff66' } }),
      headers: { ...(await sessionHeaders(ctx(), 'platformAdmin')), 'accept-language': 'es' },
    });
    expect(es.body.data[0].target_element).toBe('theme.primary');
    expect(es.body.data[0].error_message).toMatch(
      /^Este color no se puede hacer legible con el contraste AA: .*#94943b/,
    );
  });

  it('refuses an image that is not uploaded yet, an SVG with a script or handlers, and oversized rasters', async () => {
    const slug = uniqueSlug('img');
    const missing = await as(ctx(), 'platformAdmin', 'create-tenant', formOf(slug, { logo: 'nothing.svg' }));
    expect(missing.status).toBe(422);
    expect(targets(missing.body)).toContain('logo');
    const upload = (field: string, content_type: string, content: string | Buffer) =>
      as(ctx(), 'platformAdmin', 'upload-tenant-image', {
        slug,
        field,
        content_type,
        content_base64: b64(content),
      });
    const script = await upload(
      'logo',
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(script.status).toBe(422);
    expect(script.body.data).toEqual([
      { target_element: 'logo', error_message: 'This SVG contains a script, which is not allowed.' },
    ]);
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div/></foreignObject></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(https://evil.example/x)"/></svg>',
    ]) {
      const r = await upload('image', 'image/svg+xml', svg);
      expect(r.status, svg).toBe(422);
      expect(targets(r.body)).toEqual(['image']);
    }
    const wide = await upload('image', 'image/png', pngOf(5000, 100));
    expect(wide.status).toBe(422);
    expect(wide.body.data[0].error_message).toBe('This image is larger than 4000 pixels on a side.');
    const heavy = await upload(
      'image',
      'image/png',
      Buffer.concat([pngOf(100, 100), Buffer.alloc(600 * 1024)]),
    );
    expect(heavy.status).toBe(400);
    expect(targets(heavy.body)).toEqual(['content_base64']);
    const lying = await upload('image', 'image/png', LOGO);
    expect(lying.status).toBe(422);
    const ok = await upload('image', 'image/png', pngOf(800, 400));
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ width: 800, height: 400 });
    expect(ok.body.data.file_name).toMatch(/^hero-[0-9a-f]{12}\.png$/);
  });

  it('updates with the version read, refuses a stale form, and audits before and after', async () => {
    const slug = uniqueSlug('upd');
    const created = (await createStore(ctx(), slug)).body.data;
    const form = { ...created.tenant, version: created.version };
    const next = await as(ctx(), 'platformAdmin', 'update-tenant', {
      ...form,
      theme: { ...form.theme, primary: '#1f5fae' },
    });
    expect(next.status).toBe(200);
    expect(next.body.data.version).toBe(created.version + 1);
    const page = await ctx().call({ url: `/${slug}/` });
    expect(page.body).toContain('#1f5fae');
    const stale = await as(ctx(), 'platformAdmin', 'update-tenant', form);
    expect(stale.status).toBe(409);
    const changes = await as(ctx(), 'platformAdmin', 'get-tenant-changes', undefined, `?slug=${slug}`);
    expect(changes.body.data.rows[0]).toMatchObject({
      action: 'update',
      changes: [
        {
          field: 'theme',
          before: expect.objectContaining({ primary: '#0b6e4f' }),
          after: expect.objectContaining({ primary: '#1f5fae' }),
        },
      ],
    });
  });

  it('disables a store (its URLs answer "not available" in both languages, data kept) and enables it again', async () => {
    const slug = uniqueSlug('off');
    await createStore(ctx(), slug);
    const off = await as(ctx(), 'platformAdmin', 'set-tenant-status', { slug, status: 'disabled' });
    expect(off.body.data.status).toBe('disabled');
    const page = await ctx().call({ url: `/${slug}/plans` });
    expect(page.status).toBe(410);
    expect(page.body).toContain('This store is not available');
    expect(page.body).toContain('Esta tienda no está disponible');
    const es = await ctx().call({ url: `/${slug}/`, headers: { 'accept-language': 'es' } });
    expect(es.body).toMatch(/<html lang="es">/);
    expect(
      (await as(ctx(), 'platformAdmin', 'get-tenant', undefined, `?slug=${slug}`)).body.data.tenant.slug,
    ).toBe(slug);
    // The store's calls treat it like an unknown store too.
    const landing = await ctx().call({ url: api(`validate-landing-page?landing_page=${slug}`) });
    const unknown = await ctx().call({ url: api('validate-landing-page?landing_page=no-such-store') });
    expect([landing.status, landing.body]).toEqual([unknown.status, unknown.body]);
    await as(ctx(), 'platformAdmin', 'set-tenant-status', { slug, status: 'active' });
    expect((await ctx().call({ url: `/${slug}/` })).status).toBe(200);
  });

  it("keeps the console's copy over the folder at start-up, until the folder holds that copy (ADR 0011)", async () => {
    const slug = uniqueSlug('src');
    const created = (await createStore(ctx(), slug)).body.data;
    expect(created.source).toBe('console');
    const stale = { ...parseTenant(created.tenant), name: 'Folder Name' };
    expect(await seedTenant(ctx().db, stale)).toBe(false);
    const kept = (await as(ctx(), 'platformAdmin', 'get-tenant', undefined, `?slug=${slug}`)).body.data;
    expect(kept).toMatchObject({ source: 'console', tenant: { name: `Store ${slug}` } });
    // The exported copy committed as the folder: equal, so the row is the folder's again.
    expect(await seedTenant(ctx().db, parseTenant(created.tenant))).toBe(true);
    expect(
      (await as(ctx(), 'platformAdmin', 'get-tenant', undefined, `?slug=${slug}`)).body.data.source,
    ).toBe('folder');
  });

  it('exports the tenant as its folder: tenant.json and its images', async () => {
    const slug = uniqueSlug('exp');
    await createStore(ctx(), slug);
    const r = await as(ctx(), 'platformAdmin', 'export-tenant', undefined, `?slug=${slug}`);
    expect(r.status).toBe(200);
    const files = r.body.data.files as { path: string; encoding: string; content: string }[];
    expect(files.map((f) => f.path)).toEqual([
      'tenant.json',
      expect.stringMatching(/^logo-/),
      expect.stringMatching(/^hero-/),
    ]);
    expect(JSON.parse(files[0]!.content)).toMatchObject({ slug, kind: 'group' });
  });
});

describeEachDriver('platform admin console: the access table', (ctx) => {
  // summit-benefits is agent 10109's store (rep10109); northwind-employees is group 77's (group77).
  type Case = [who: Who | null, call: string, slug: string, expected: number];
  const read: Case[] = [
    ['platformAdmin', 'get-tenant', 'summit-benefits', 200],
    ['rep10109', 'get-tenant', 'summit-benefits', 200],
    ['rep10109', 'get-tenant', 'northwind-employees', 403],
    ['group77', 'get-tenant', 'northwind-employees', 200],
    ['group77', 'get-tenant', 'summit-benefits', 403],
    ['rep20417', 'get-tenant', 'summit-benefits', 403],
    ['member5001', 'get-tenant', 'summit-benefits', 403],
    [null, 'get-tenant', 'summit-benefits', 401],
    ['rep10109', 'export-tenant', 'summit-benefits', 403],
    ['platformAdmin', 'export-tenant', 'summit-benefits', 200],
    ['rep10109', 'get-tenant-changes', 'summit-benefits', 200],
    ['group77', 'get-tenant-changes', 'summit-benefits', 403],
    ['platformAdmin', 'get-tenant', 'no-such-store', 404],
    ['rep10109', 'get-tenant', 'no-such-store', 403],
  ];
  it.each(read)('%s %s %s -> %i', async (who, call, slug, expected) => {
    const headers = who ? await sessionHeaders(ctx(), who) : {};
    const r = await ctx().call({ url: api(`${call}?slug=${slug}`), headers });
    expect(r.status).toBe(expected);
  });

  it('lists only the stores a tenant administrator may open', async () => {
    const slugs = async (who: Who) =>
      ((await as(ctx(), who, 'list-tenants', undefined)).body.data.rows as { slug: string }[]).map(
        (r) => r.slug,
      );
    expect(await slugs('rep10109')).toContain('summit-benefits');
    expect(await slugs('rep10109')).not.toContain('northwind-employees');
    expect(await slugs('group77')).toEqual(expect.arrayContaining(['northwind-employees']));
    expect(await slugs('group77')).not.toContain('summit-benefits');
    expect(await slugs('rep20417')).toEqual([]);
    expect((await as(ctx(), null, 'list-tenants', undefined)).status).toBe(401);
  });

  it("lets a tenant's administrator change its branding and nothing else; only the platform admin creates or disables", async () => {
    const slug = uniqueSlug('own');
    const created = (await createStore(ctx(), slug, { kind: 'agent' })).body.data;
    const form = { ...created.tenant, version: created.version };
    const brand = await as(ctx(), 'rep10109', 'update-tenant', {
      ...form,
      theme: { primary: '#8a1538' },
      name: 'Renamed',
    });
    expect(brand.body.data).toMatchObject({ scope: 'branding' });
    expect(brand.body.data.scope).toBe('branding');
    const fresh = { ...brand.body.data.tenant, version: brand.body.data.version };
    const rebind = await as(ctx(), 'rep10109', 'update-tenant', { ...fresh, group_id: 3050, kind: 'group' });
    expect(rebind.status).toBe(403);
    expect(targets(rebind.body).sort()).toEqual(['group_id', 'kind']);
    expect((await as(ctx(), 'group77', 'update-tenant', fresh)).status).toBe(403);
    expect((await as(ctx(), 'rep10109', 'set-tenant-status', { slug, status: 'disabled' })).status).toBe(403);
    expect((await as(ctx(), 'rep10109', 'create-tenant', formOf(uniqueSlug('mine')))).status).toBe(403);
    expect((await as(ctx(), null, 'create-tenant', formOf(uniqueSlug('anon')))).status).toBe(401);
    const upload = await as(ctx(), 'rep10109', 'upload-tenant-image', {
      slug,
      field: 'logo',
      content_type: 'image/svg+xml',
      content_base64: b64(LOGO),
    });
    expect(upload.status).toBe(200);
    const foreign = await as(ctx(), 'group77', 'upload-tenant-image', {
      slug,
      field: 'logo',
      content_type: 'image/svg+xml',
      content_base64: b64(LOGO),
    });
    expect(foreign.status).toBe(403);
  });
});
