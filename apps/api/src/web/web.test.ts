import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDbApp, type TestCtx } from '../../test/harness';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cacheControlFor } from './headers';
import { remoteOrigins } from './remotes';

const tmp = mkdtempSync(join(tmpdir(), 'bs-web-'));
const shell = join(tmp, 'shell-dist');
const apps = join(tmp, 'apps');
mkdirSync(join(shell, 'static'), { recursive: true });
mkdirSync(join(apps, 'shop/dist'), { recursive: true });
writeFileSync(
  join(shell, 'index.html'),
  '<!doctype html><html><head><title>Shell</title><!--bs:tenant--></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(shell, 'static/main.3f9a1c2b.js'), 'console.log(1)');
writeFileSync(join(shell, 'remoteEntry.js'), '//entry');
// A build's precompressed copy (tools/rspack/precompress-plugin.mjs) beside a big hashed chunk.
const bigChunk = `console.log(${JSON.stringify('x'.repeat(5000))});`;
writeFileSync(join(shell, 'static/vendors.a1b2c3d4e5.js'), bigChunk);
writeFileSync(join(shell, 'static/vendors.a1b2c3d4e5.js.br'), brotliCompressSync(bigChunk));
writeFileSync(join(apps, 'shop/dist/mf-manifest.json'), '{"id":"shop"}');
writeFileSync(join(apps, 'shop/dist/123.0badc0de1.js'), '//chunk');

const REMOTES = {
  shop: '/remotes/shop/mf-manifest.json',
  cart_quote: 'https://cart.cdn.example:8443/mf-manifest.json',
};

describe('web serving', () => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await sharedDbApp('pglite', {
      shellDist: shell,
      appsDir: apps,
      remotesJson: JSON.stringify(REMOTES),
    });
  });
  afterAll(async () => {
    await ctx.app.close();
    rmSync(tmp, { recursive: true, force: true });
  });
  const get = (url: string) => ctx.app.inject({ url });

  it("writes the page in the remembered language, else the browser's, before any script runs", async () => {
    const html = async (headers: Record<string, string>) =>
      (await ctx.app.inject({ url: '/', headers })).body;
    expect(await html({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' })).toContain(
      '<html lang="es" data-bs-lang="es">',
    );
    expect(await html({ 'accept-language': 'fr-FR' })).toContain('<html lang="en" data-bs-lang="en">');
    expect(await html({ 'accept-language': 'es', cookie: 'bs_lang=en' })).toContain('<html lang="en"');
    expect(await html({ cookie: 'x=1; bs_lang=es' })).toContain('<html lang="es"');
  });

  it('injects the tenant of the first path segment before first paint', async () => {
    const r = await get('/northwind-employees/plans');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    const nonce = /nonce-([^']+)'/.exec(String(r.headers['content-security-policy']))![1];
    expect(r.body).toContain(
      // Northwind's #e8701a, darkened to reach 3:1 on its cream page (libs/tenant-config theme).
      `<style id="bs-tenant-theme" nonce="${nonce}">:root{--bs-color-primary:#e36e19;`,
    );
    expect(r.body).not.toContain('<!--bs:tenant-->');
    const json = JSON.parse(
      /<script id="bs-tenant" type="application\/json"[^>]*>(.*?)<\/script>/.exec(r.body)![1],
    );
    expect(json).toMatchObject({
      slug: 'northwind-employees',
      kind: 'group',
      group_id: 77,
      logo: '/tenant-assets/northwind-employees/logo.svg',
    });
    expect(r.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to the default tenant and gives every HTML page its own nonce', async () => {
    const a = await get('/');
    const b = await get('/cart');
    expect(a.body).toContain('--bs-color-primary:#1f5fae');
    expect(b.body).toContain('"slug":"benefit-store"');
    expect(a.headers['content-security-policy']).not.toBe(b.headers['content-security-policy']);
    expect((await get('/index.html')).body).toContain('bs-tenant-theme');
  });

  it('sends security headers with a CSP naming exactly the remote origins', async () => {
    const r = await get('/summit-benefits');
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/cart\.cdn\.example:8443 'nonce-/);
    for (const d of ['connect-src', 'style-src', 'img-src', 'font-src']) {
      const directive = csp.split('; ').find((x) => x.startsWith(`${d} `))!;
      expect(directive).toContain(" 'self'");
      expect(directive).toContain(' https://cart.cdn.example:8443');
    }
    expect(csp.match(/https:\/\/[^\s;']+/g)!.every((o) => o === 'https://cart.cdn.example:8443')).toBe(true);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBeDefined();
  });

  it('serves remotes.json from REMOTES_JSON merged over same-origin defaults', async () => {
    const r = await get('/remotes.json');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.json()).toEqual({
      shop: '/remotes/shop/mf-manifest.json',
      cart_quote: 'https://cart.cdn.example:8443/mf-manifest.json',
      enrollment_wizard: '/remotes/enrollment-wizard/mf-manifest.json',
      member_admin: '/remotes/member-admin/mf-manifest.json',
      platform_admin: '/remotes/platform-admin/mf-manifest.json',
    });
  });

  it('serves builds with the right cache headers', async () => {
    expect((await get('/static/main.3f9a1c2b.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    const manifest = await get('/remotes/shop/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/shop/123.0badc0de1.js')).headers['cache-control']).toContain('immutable');
    expect((await get('/static/missing.js')).statusCode).toBe(404);
  });

  it('sends the precompressed copy of a static file to a client that takes brotli', async () => {
    const url = '/static/vendors.a1b2c3d4e5.js';
    const br = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigChunk);
    const plain = await ctx.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigChunk);
  });

  it('compresses API answers and HTML over 1 kB on the fly, and leaves small ones alone', async () => {
    const docs = await ctx.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);
    const page = await ctx.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('bs-tenant-theme');
    const small = await ctx.app.inject({ url: '/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('picks brotli, else gzip, honouring q=0, and nothing else', async () => {
    const encodingFor = async (accept?: string) =>
      (await ctx.app.inject({ url: '/api/docs/json', headers: accept ? { 'accept-encoding': accept } : {} }))
        .headers['content-encoding'];
    expect(await encodingFor('gzip, deflate, br')).toBe('br');
    expect(await encodingFor('gzip, br;q=0')).toBe('gzip');
    expect(await encodingFor('*')).toMatch(/^(br|gzip)$/);
    expect(await encodingFor('zstd, deflate')).toBeUndefined();
    expect(await encodingFor('identity')).toBeUndefined();
    expect(await encodingFor()).toBeUndefined();
  });

  it('serves tenant assets but not tenant.json', async () => {
    const logo = await get('/tenant-assets/summit-benefits/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('<svg');
    expect((await get('/tenant-assets/summit-benefits/tenant.json')).statusCode).toBe(404);
    expect((await get('/tenant-assets/../package.json')).statusCode).toBe(404);
  });

  it('keeps /api answers as envelopes even with the SPA fallback', async () => {
    const r = await get('/api/v1/does-not-exist');
    expect(r.statusCode).toBe(404);
    expect(r.json().status).toBe('error');
  });
});

describe('web helpers', () => {
  it('cache headers', () => {
    expect(cacheControlFor('/x/index.html')).toBe('no-cache');
    expect(cacheControlFor('/x/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/x/vendors.a1b2c3d4.js')).toContain('immutable');
    expect(cacheControlFor('/x/brightsmile-dental.svg')).toBe('public, max-age=300');
  });
  it('remote origins', () => {
    expect(
      remoteOrigins({
        a: '/remotes/a/mf-manifest.json',
        b: 'https://b.example/x/mf-manifest.json',
        c: 'https://b.example/y.json',
      }),
    ).toEqual(['https://b.example']);
  });
});
