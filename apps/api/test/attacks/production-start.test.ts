import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_CODE_PEPPER, DEV_DATA_KEY, loadConfig } from '../../src/config';
import { startApi } from '../api-process';

// Finding: NODE_ENV=production started with the public development DATA_KEY and CODE_PEPPER, and
// served the development mail page (reset codes, sign-in links, receipts) to anyone.
const SECRET = 'k7Qm2xVb9Rt4Lp8Zs1Wn6Hc3Jd5Fg0Ya+Eu7Io2Pq4='; // 44 characters, like openssl rand -base64 32
const OTHER = 'N3vB8cX1zL5kJ9hG2fD7sA4pO6iU0yT+rE3wQ8mK1n=';
const production = (env: Record<string, string>) => ({ NODE_ENV: 'production', ...env });

/** Starts the real server process; resolves with its exit code and output once it stops. */
async function refusedStart(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'prod-start-'));
  const err = await startApi({ PGLITE_DIR: join(dir, 'data'), ...env }, 30_000).then(
    (api) => {
      api.kill('SIGKILL');
      return new Error(`the API started:\n${api.output()}`);
    },
    (e: Error) => e,
  );
  return err.message;
}

describe('production start: own secrets or no start', () => {
  it.each([
    ['DATA_KEY', 'missing', { CODE_PEPPER: SECRET }, /DATA_KEY is not set/],
    [
      'DATA_KEY',
      'the development default',
      { DATA_KEY: DEV_DATA_KEY, CODE_PEPPER: SECRET },
      /DATA_KEY is the public development default/,
    ],
    [
      'DATA_KEY',
      'short',
      { DATA_KEY: 'short-secret', CODE_PEPPER: SECRET },
      /DATA_KEY is 12 characters; .* at least 32/,
    ],
    ['CODE_PEPPER', 'missing', { DATA_KEY: SECRET }, /CODE_PEPPER is not set/],
    [
      'CODE_PEPPER',
      'the development default',
      { DATA_KEY: SECRET, CODE_PEPPER: DEV_CODE_PEPPER },
      /CODE_PEPPER is the public development default/,
    ],
    [
      'CODE_PEPPER',
      'short',
      { DATA_KEY: SECRET, CODE_PEPPER: 'x'.repeat(31) },
      /CODE_PEPPER is 31 characters/,
    ],
  ])('%s %s: the config is refused, naming the variable and how to make one', (_name, _how, env, message) => {
    expect(() => loadConfig(production(env))).toThrow(ConfigError);
    expect(() => loadConfig(production(env))).toThrow(message);
    expect(() => loadConfig(production(env))).toThrow('openssl rand -base64 32');
    // Outside production the development defaults keep the demo working.
    expect(() => loadConfig(env)).not.toThrow();
  });

  it('the real server process exits 1 with the message (no stack) for the default secrets', async () => {
    const out = await refusedStart(production({}));
    expect(out).toMatch(/API exited during start-up \(1\)/);
    expect(out).toContain('DATA_KEY is not set; NODE_ENV=production needs its own secret');
    expect(out).toContain('openssl rand -base64 32');
    expect(out).not.toMatch(/\n\s+at /); // no stack trace
  }, 60_000);

  it('and for a development CODE_PEPPER beside a good DATA_KEY', async () => {
    const out = await refusedStart(production({ DATA_KEY: SECRET, CODE_PEPPER: DEV_CODE_PEPPER }));
    expect(out).toMatch(/API exited during start-up \(1\)/);
    expect(out).toContain('CODE_PEPPER is the public development default');
  }, 60_000);

  it('starts with its own secrets', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'prod-start-'));
    const api = await startApi(
      production({ DATA_KEY: SECRET, CODE_PEPPER: OTHER, PGLITE_DIR: join(dir, 'data') }),
    );
    try {
      expect((await api.call('GET', '/health')).status).toBe(200);
      // No mail page in production: /mail is just another path of the store.
      const mail = await api.call('GET', '/mail');
      expect(JSON.stringify(mail.body)).not.toContain('<h1>Outbox</h1>');
    } finally {
      api.kill('SIGKILL');
      await api.exited;
    }
  }, 90_000);
});

describe('mail page: only when asked for, never in production', () => {
  it('is off by default, with or without SMTP', () => {
    expect(loadConfig({}).mailPage).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).mailPage).toBe(false);
    expect(loadConfig({ MAIL_PAGE: '1' }).mailPage).toBe(true);
  });

  it('MAIL_PAGE=1 with NODE_ENV=production is refused at start', async () => {
    expect(() => loadConfig(production({ DATA_KEY: SECRET, CODE_PEPPER: OTHER, MAIL_PAGE: '1' }))).toThrow(
      /MAIL_PAGE=1 with NODE_ENV=production/,
    );
    const out = await refusedStart(production({ DATA_KEY: SECRET, CODE_PEPPER: OTHER, MAIL_PAGE: '1' }));
    expect(out).toMatch(/API exited during start-up \(1\)/);
    expect(out).toContain('MAIL_PAGE=1 with NODE_ENV=production');
  }, 60_000);

  it('without MAIL_PAGE the server has no /mail page; with MAIL_PAGE=1 it lists the outbox', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mail-page-'));
    const off = await startApi({ PGLITE_DIR: join(dir, 'off') });
    const on = await startApi({ PGLITE_DIR: join(dir, 'on'), MAIL_PAGE: '1' });
    try {
      const [a, b] = await Promise.all([off.call('GET', '/mail'), on.call('GET', '/mail')]);
      // Off: /mail is just another path of the store (the shell's page, or 404 without a build).
      expect(JSON.stringify(a.body)).not.toContain('<h1>Outbox</h1>');
      expect(b.status).toBe(200);
      expect(String(b.body)).toContain('<h1>Outbox</h1>');
    } finally {
      off.kill('SIGKILL');
      on.kill('SIGKILL');
      await Promise.all([off.exited, on.exited]);
    }
  }, 120_000);
});
