import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultManifest, parseManifest, remotesSource } from './remotes';

describe('remotes manifest', () => {
  it('defaults to same-origin paths with underscore keys', () => {
    expect(defaultManifest()).toEqual({
      shop: '/remotes/shop/mf-manifest.json',
      cart_quote: '/remotes/cart-quote/mf-manifest.json',
      enrollment_wizard: '/remotes/enrollment-wizard/mf-manifest.json',
      member_admin: '/remotes/member-admin/mf-manifest.json',
      platform_admin: '/remotes/platform-admin/mf-manifest.json',
    });
  });

  it('re-reads REMOTES_FILE on every request (redeploy without restart)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bs-remotes-')), 'remotes.json');
    writeFileSync(file, JSON.stringify({ shop: 'http://127.0.0.1:4201/mf-manifest.json' }));
    const read = remotesSource({ remotesFile: file });
    expect(read().shop).toBe('http://127.0.0.1:4201/mf-manifest.json');
    writeFileSync(file, JSON.stringify({ shop: 'https://cdn.example/shop/v2/mf-manifest.json' }));
    expect(read().shop).toBe('https://cdn.example/shop/v2/mf-manifest.json');
    expect(read().cart_quote).toBe('/remotes/cart-quote/mf-manifest.json');
  });

  it('rejects broken manifests with a clear message', () => {
    expect(() => parseManifest('{', 'REMOTES_JSON')).toThrow('REMOTES_JSON is not valid JSON');
    expect(() => parseManifest('[]', 'REMOTES_JSON')).toThrow(/JSON object/);
    expect(() => parseManifest('{"shop":"javascript:alert(1)"}', 'REMOTES_JSON')).toThrow(/"shop" must be/);
  });
});
