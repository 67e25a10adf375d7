import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseTenant } from './schema';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const tenantsDir = join(repo, 'tenants');
const slugs = readdirSync(tenantsDir).filter((d) => existsSync(join(tenantsDir, d, 'tenant.json')));

// Issue 19: a visitor reading in Spanish sees the demo stores in Spanish. Every copy text and the
// header tagline and the About popup's name and text (the branding's, in English) have their
// Spanish in copy_i18n.es.
describe.each(slugs)('tenants/%s in Spanish', (slug) => {
  const tenant = parseTenant(JSON.parse(readFileSync(join(tenantsDir, slug, 'tenant.json'), 'utf8')));
  const es = tenant.copy_i18n.es ?? {};

  it('has the tagline, the about name and text and every copy text in Spanish, none left in English', () => {
    const english: Record<string, string> = {
      ...tenant.copy,
      tagline: tenant.branding.tagline,
      display_about_name: tenant.branding.display_about_name,
      about: tenant.branding.about,
    };
    for (const [key, text] of Object.entries(english)) {
      expect(es[key]?.trim(), `copy_i18n.es.${key}`).toBeTruthy();
      expect(es[key], `copy_i18n.es.${key}`).not.toBe(text);
    }
  });
});
