import { execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
// No platform answers here, so the command takes its offline path (the running-API path is tested below).
const NO_API = 'http://127.0.0.1:9';
const repo = new URL('..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'bs-onboard-'));
const tenantsDir = join(work, 'tenants');
const pgliteDir = join(work, 'pglite');
cpSync(join(repo, 'tenants'), tenantsDir, { recursive: true });
afterAll(() => rmSync(work, { recursive: true, force: true }));

const onboard = (...args) =>
  run('node', ['tools/onboard-tenant.mjs', '--tenants-dir', tenantsDir, ...args], {
    cwd: repo,
    env: { ...process.env, PGLITE_DIR: pgliteDir, DATABASE_URL: '', BS_API_URL: NO_API },
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

  it('never writes into a PGlite directory another process holds', async () => {
    const held = join(work, 'held-pglite');
    // The helper takes the directory's lock exactly as a running API does, and keeps it.
    const holder = spawn(process.execPath, ['--import', 'tsx', 'test/hold-data-dir.ts', held], {
      cwd: join(repo, 'apps/api'),
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const exited = new Promise((r) => holder.once('exit', r));
    try {
      const line = await new Promise((r) => holder.stdout.once('data', (c) => r(String(c))));
      expect(line).toMatch(/^held \d+/);
      const err = await run(
        'node',
        ['tools/onboard-tenant.mjs', '--tenants-dir', tenantsDir, '--slug', 'held-co', '--name', 'Held Co'],
        {
          cwd: repo,
          env: { ...process.env, PGLITE_DIR: held, DATABASE_URL: '', BS_API_URL: NO_API },
        },
      ).catch((e) => e);
      expect(err.code).toBe(1);
      expect(err.stderr).toContain(`is in use by another process: pid ${holder.pid}`);
      expect(err.stderr).toMatch(/Restart that API/);
      // Refused before PGlite opened it: the directory was not even created.
      expect(existsSync(held)).toBe(false);
    } finally {
      holder.stdin.end();
      await exited;
    }
  }, 120_000);

  it('refuses a brand colour it cannot make readable, with the reason, and writes nothing', async () => {
    const err = await onboard(
      '--slug',
      'sunny-benefits',
      '--name',
      'Sunny Benefits',
      '--primary',
      '#ffee00',
      '--no-register',
    ).catch((e) => e);
    expect(err.code).toBe(1);
    expect(err.stderr).toMatch(
      /tenant:onboard: .*theme\.primary: primary #ffee00 cannot be made readable: it reaches only 1\.\d+:1 against the page background #f7f8fa/s,
    );
    expect(err.stderr).toMatch(/nearest that does is #[0-9a-f]{6}/);
    expect(existsSync(join(tenantsDir, 'sunny-benefits'))).toBe(false);
  });

  it('takes a brand colour that is a little too light and says which shade the store uses', async () => {
    const { stdout } = await onboard(
      '--slug',
      'amber-benefits',
      '--name',
      'Amber Benefits',
      '--primary',
      '#f5a623',
      '--no-register',
    );
    expect(stdout).toMatch(
      /note: primary #f5a623 is too light or dark .*nearest readable shade, #[0-9a-f]{6}/,
    );
    const config = JSON.parse(readFileSync(join(tenantsDir, 'amber-benefits', 'tenant.json'), 'utf8'));
    expect(config.theme.primary).toBe('#f5a623');
  });

  it('refuses a slug that would shadow a store route, with a plain sentence', async () => {
    const err = await onboard('--slug', 'cart', '--name', 'Cart', '--no-register').catch((e) => e);
    expect(err.code).toBe(1);
    expect(err.stderr).toMatch(/tenant:onboard: .*cart/i);
    expect(existsSync(join(tenantsDir, 'cart'))).toBe(false);
  });
  it('goes through the running platform when one answers, so the tenant is live at once', async () => {
    const { startApi } = await import('../apps/api/test/api-process.ts');
    const dataDir = join(work, 'running-pglite');
    const api = await startApi({ PGLITE_DIR: dataDir, TENANTS_DIR: tenantsDir }, 90_000);
    try {
      const viaApi = (env, ...args) =>
        run('node', ['tools/onboard-tenant.mjs', '--tenants-dir', tenantsDir, ...args], {
          cwd: repo,
          env: { ...process.env, PGLITE_DIR: dataDir, DATABASE_URL: '', BS_API_URL: api.url, ...env },
        });
      const args = [
        '--slug',
        'lakeview-dental',
        '--name',
        'Lakeview Dental Group',
        '--kind',
        'group',
        '--group-id',
        '77',
      ];
      // Without an administrator's credentials it says so and registers nothing (the folder stays).
      const refused = await viaApi(
        { ADMIN_EMAIL: '', ADMIN_PASSWORD: '', BS_ADMIN_TOKEN: '' },
        ...args,
      ).catch((e) => e);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/platform is running at .* set ADMIN_EMAIL and ADMIN_PASSWORD/);
      const { stdout } = await viaApi(
        { ADMIN_EMAIL: 'admin@benefit-store.example', ADMIN_PASSWORD: 'demo-platform-admin' },
        ...args,
        '--force',
      );
      expect(stdout).toMatch(
        /created "Lakeview Dental Group" through the running platform at .*; it is live now/,
      );
      const page = await fetch(`${api.url}/lakeview-dental/`);
      expect(await page.text()).toContain('"slug":"lakeview-dental"');
    } finally {
      api.kill('SIGTERM');
      await api.exited;
    }
  }, 180_000);
});
