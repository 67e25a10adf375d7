import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = new URL('..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'bs-onboard-'));
const tenantsDir = join(work, 'tenants');
const pgliteDir = join(work, 'pglite');
cpSync(join(repo, 'tenants'), tenantsDir, { recursive: true });
afterAll(() => rmSync(work, { recursive: true, force: true }));

const onboard = (...args) =>
  run('node', ['tools/onboard-tenant.mjs', '--tenants-dir', tenantsDir, ...args], {
    cwd: repo,
    env: { ...process.env, PGLITE_DIR: pgliteDir, DATABASE_URL: '' },
  });

describe('tenant onboarding (one command, no code change)', () => {
  it('scaffolds, validates and registers a new agency in the database', async () => {
    const { stdout } = await onboard(
      '--slug',
      'acme-benefits',
      '--name',
      'Acme Benefits',
      '--kind',
      'agent',
      '--agent-id',
      '10109',
      '--primary',
      '#aa3300',
    );
    expect(stdout).toMatch(/registered "Acme Benefits"/);
    const config = JSON.parse(readFileSync(join(tenantsDir, 'acme-benefits', 'tenant.json'), 'utf8'));
    expect(config).toMatchObject({ slug: 'acme-benefits', kind: 'agent', agent_id: 10109 });
    expect(config.theme.primary.toLowerCase()).toBe('#aa3300');
    expect(existsSync(join(tenantsDir, 'acme-benefits', 'logo.svg'))).toBe(true);

    const db = new PGlite(pgliteDir);
    try {
      const { rows } = await db.query("SELECT slug, kind FROM tenants WHERE slug = 'acme-benefits'");
      expect(rows).toEqual([{ slug: 'acme-benefits', kind: 'agent' }]);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('refuses a slug that would shadow a store route, with a plain sentence', async () => {
    const err = await onboard('--slug', 'cart', '--name', 'Cart', '--no-register').catch((e) => e);
    expect(err.code).toBe(1);
    expect(err.stderr).toMatch(/tenant:onboard: .*cart/i);
    expect(existsSync(join(tenantsDir, 'cart'))).toBe(false);
  });
});
