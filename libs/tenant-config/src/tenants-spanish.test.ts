import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseTenant } from './schema';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const tenantsDir = join(repo, 'tenants');
const slugs = readdirSync(tenantsDir).filter((d) => existsSync(join(tenantsDir, d, 'tenant.json')));

// Issue 19: a visitor reading in Spanish sees the demo stores in Spanish. Every copy text and the
// header tagline (the branding's, in English) has its Spanish in copy_i18n.es.
describe.each(slugs)('tenants/%s in Spanish', (slug) => {
  const tenant = parseTenant(JSON.parse(readFileSync(join(tenantsDir, slug, 'tenant.json'), 'utf8')));
  const es = tenant.copy_i18n.es ?? {};

  it('has the tagline and every copy text in Spanish, none left in English', () => {
    for (const key of [...Object.keys(tenant.copy), 'tagline']) {
      expect(es[key]?.trim(), `copy_i18n.es.${key}`).toBeTruthy();
      expect(es[key], `copy_i18n.es.${key}`).not.toBe(tenant.copy[key] ?? tenant.branding.tagline);
    }
  });
});
