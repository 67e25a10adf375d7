import { execFile } from 'node:child_process';
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { migrate, type Db } from '../../src/db';
import { createPgliteDb } from '../../src/db/pglite';
import { seed } from '../../src/seed';
import { keyIdOf, openJson, sealJson, UnknownDataKeyError } from '../../src/kernel/crypto/data-key';
import { rotateDataKey, rowsWithStaleSeals } from '../../src/kernel/crypto/data-key-rotation';
import { apiRoot } from '../../src/paths';
import { loadAllTenants } from '../../src/tenants/load-tenants';
import { createTestDb, DRIVERS, type Driver } from '../harness';

// Finding: every sealed value (SSNs, health answers, card and bank numbers) was under one DATA_KEY
// with no key id and no way to change it: a leaked key stayed good for everything ever stored.
const KEY_A = 'key-A-Qm2xVb9Rt4Lp8Zs1Wn6Hc3Jd5Fg0Ya+Eu7I';
const KEY_B = 'key-B-N3vB8cX1zL5kJ9hG2fD7sA4pO6iU0yT+rE3w';
const SEALED_ANYWHERE = /v(?:1|2\.[A-Za-z0-9_-]{8})\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]*/g;

/** A value sealed the way it was before key ids (`v1.<iv>.<tag>.<ct>`, no key id). */
function legacySeal(value: unknown, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', createHash('sha256').update(secret).digest(), iv);
  const ct = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ct]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Every sealed value in every text/JSON column of every table. */
async function allSealed(db: Db): Promise<string[]> {
  const cols = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying', 'json', 'jsonb')`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of cols) {
    const rows = await db.query<{ v: string }>(
      `SELECT "${column_name}"::text AS v FROM "${table_name}" WHERE "${column_name}"::text ~ '(^|")v[12]\\.'`,
    );
    for (const { v } of rows) found.push(...(v.match(SEALED_ANYWHERE) ?? []));
  }
  return found;
}

/** A database sealed under key A, with some values from before key ids (also under A). */
async function sealedUnderA(driver: Driver) {
  let db: Db;
  let reopen: () => Promise<Db>;
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  if (driver === 'pglite') {
    const dir = join(mkdtempSync(join(tmpdir(), 'rotate-')), 'data');
    db = await createPgliteDb(dir);
    reopen = () => createPgliteDb(dir);
    env = { PGLITE_DIR: dir };
    drop = async () => undefined;
  } else {
    const t = await createTestDb('pg');
    db = t.db;
    reopen = async () => t.db;
    env = { DATABASE_URL: t.url! };
    drop = t.drop;
  }
  await migrate(db);
  await seed(db, {
    tenants: loadAllTenants(loadConfig({}).tenantsDir),
    codePepper: 'pepper',
    dataKey: { current: KEY_A, previous: [] },
  });
  // Values sealed before key ids existed: a text column and a value inside JSON.
  await db.query(`UPDATE members SET ssn_enc = $1 WHERE user_id = 5002`, [legacySeal('123456789', KEY_A)]);
  const [enrollment] = await db.query<{ enrollment_id: string }>(
    `SELECT enrollment_id FROM enrollments LIMIT 1`,
  );
  expect(enrollment).toBeDefined();
  await db.query(
    `UPDATE enrollments SET sections = sections || jsonb_build_object('health_info', jsonb_build_object('enc', $2::text, 'note', 'kept')) WHERE enrollment_id = $1`,
    [enrollment!.enrollment_id, legacySeal({ answers: ['no'] }, KEY_A)],
  );
  // The history's snapshot of a section (issue 21): sealed whole, found by the rotation like any column.
  await db.query(
    `INSERT INTO enrollment_audit (enrollment_id, section, action, snapshot_enc) VALUES ($1, 'primary_info', 'save', $2)`,
    [enrollment!.enrollment_id, sealJson({ ssn: '123456789' }, KEY_A)],
  );
  return { db, reopen, env, drop, enrollmentId: enrollment!.enrollment_id };
}

const run = promisify(execFile);
const rotateCommand = (env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', join(apiRoot, 'src/data-key-rotate.ts'), '--batch=3'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    timeout: 120_000,
  });

describe('key rotation: values carry a key id, a command re-seals them under a new key', () => {
  it('a sealed value names its key; the previous keys still open it; an unknown key is named', () => {
    const sealed = sealJson({ ssn: '123456789' }, KEY_A);
    expect(sealed.startsWith(`v2.${keyIdOf(KEY_A)}.`)).toBe(true);
    expect(sealed).not.toContain(KEY_A);
    expect(openJson(sealed, { current: KEY_B, previous: [KEY_A] })).toEqual({ ssn: '123456789' });
    expect(() => openJson(sealed, { current: KEY_B, previous: [] })).toThrow(UnknownDataKeyError);
    // From before key ids: opened by whichever configured key sealed it.
    const legacy = legacySeal('987654321', KEY_A);
    expect(openJson(legacy, { current: KEY_B, previous: [KEY_A] })).toBe('987654321');
    expect(() => openJson(legacy, KEY_B)).toThrow(/opens with none of the configured data keys/);
  });

  for (const driver of DRIVERS)
    it(`[${driver}] seal under A, rotate to B (npm run data-key:rotate), read with only B, no A ciphertext left`, async () => {
      const t = await sealedUnderA(driver);
      try {
        const before = await allSealed(t.db);
        expect(before.length).toBeGreaterThan(5);
        expect(before.filter((s) => s.startsWith('v1.'))).toHaveLength(2);
        if (driver === 'pglite') await t.db.close(); // the command takes the directory's lock

        // The command, as an operator runs it: new key current, the old one still readable.
        const { stdout } = await rotateCommand({ ...t.env, DATA_KEY: KEY_B, DATA_KEYS_PREVIOUS: KEY_A });
        expect(stdout).toContain(`re-sealing under data key ${keyIdOf(KEY_B)}`);
        expect(stdout).toMatch(/members\.ssn_enc: \d+ values in \d+ rows re-sealed/);
        expect(stdout).toMatch(/payment_instruments\.number_enc: \d+ values/);
        expect(stdout).toMatch(/enrollments\.sections: \d+ values/);
        expect(stdout).toMatch(/enrollment_audit\.snapshot_enc: 1 values in 1 rows re-sealed/);
        expect(stdout).toContain(`re-sealed ${before.length} values; rows still sealed under another key: 0`);
        // Idempotent: a second run has nothing left to do.
        const again = await rotateCommand({ ...t.env, DATA_KEY: KEY_B, DATA_KEYS_PREVIOUS: KEY_A });
        expect(again.stdout).toContain('re-sealed 0 values; rows still sealed under another key: 0');

        const db = await t.reopen();
        t.db = db;
        const after = await allSealed(db);
        // The same number of values, every one under B, none of the old ciphertexts anywhere.
        expect(after).toHaveLength(before.length);
        expect(after.every((s) => s.startsWith(`v2.${keyIdOf(KEY_B)}.`))).toBe(true);
        expect(after.filter((s) => before.includes(s))).toEqual([]);
        expect(await rowsWithStaleSeals(db, { current: KEY_B, previous: [] })).toBe(0);

        // Read back with only B configured: the seeded card, an SSN from before key ids, JSON kept.
        const onlyB = { current: KEY_B, previous: [] };
        const [card] = await db.query<{ number_enc: string }>(
          `SELECT number_enc FROM payment_instruments WHERE user_id = 5001 AND kind = 'card'`,
        );
        expect(openJson(card!.number_enc, onlyB)).toBe('4111111111111111');
        const [member] = await db.query<{ ssn_enc: string }>(
          `SELECT ssn_enc FROM members WHERE user_id = 5002`,
        );
        expect(openJson(member!.ssn_enc, onlyB)).toBe('123456789');
        const [e] = await db.query<{ sections: { health_info: { enc: string; note: string } } }>(
          `SELECT sections FROM enrollments WHERE enrollment_id = $1`,
          [t.enrollmentId],
        );
        expect(e!.sections.health_info.note).toBe('kept');
        expect(openJson(e!.sections.health_info.enc, onlyB)).toEqual({ answers: ['no'] });
        for (const s of after) expect(() => openJson(s, onlyB)).not.toThrow();
      } finally {
        if (driver === 'pglite') await t.db.close().catch(() => undefined); // already closed if it failed early
        await t.drop();
      }
    }, 180_000);

  it('a value no configured key opens stops the rotation, naming table and column; with its key back it completes in batches', async () => {
    const t = await sealedUnderA('pglite');
    try {
      await expect(rotateDataKey(t.db, { current: KEY_B, previous: [] }, { batchSize: 2 })).rejects.toThrow(
        /^[a-z_]+\.[a-z_]+: .*(neither DATA_KEY nor in DATA_KEYS_PREVIOUS|opens with none)/,
      );
      // With A among the previous keys it completes, in batches of 2.
      const counts = await rotateDataKey(t.db, { current: KEY_B, previous: [KEY_A] }, { batchSize: 2 });
      expect(counts.reduce((n, c) => n + c.values, 0)).toBeGreaterThan(5);
      expect(await rotateDataKey(t.db, { current: KEY_B, previous: [KEY_A] })).toEqual([]);
    } finally {
      await t.db.close();
    }
  }, 120_000);
});
