import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db';
import { createPgDb } from '../src/db/pg';
import { loadConfig } from '../src/config';
import { openJson } from '../src/kernel/crypto/data-key';
import { runDueExports } from '../src/modules/edi/edi-schedule';
import { startApi, until, type ApiProcess } from './api-process';
import { createTestDb, describeEachDriver, DRIVERS } from './harness';
import { parseX12, envelopeProblems } from './x12-parse';

/** A nightly partner for BrightSmile's carrier with group 77's number, due at once (00:00 UTC). */
async function nightlyPartner(db: Queryable, folder: string): Promise<number> {
  const [c] = await db.query<{ carrier_id: number }>(
    "SELECT carrier_id FROM carriers WHERE name = 'BrightSmile Dental Co.'",
  );
  await db.query(
    `INSERT INTO trading_partners (carrier_id, sender_qualifier, sender_id, receiver_qualifier, receiver_id,
       gs_sender_code, gs_receiver_code, file_mode, usage_indicator, schedule_time, drop_folder)
     VALUES ($1, 'ZZ', 'BENEFITSTORE', 'ZZ', 'BRIGHTSMILE', 'BSTORE', 'BSMILE', 'full', 'T', '00:00', $2)`,
    [c!.carrier_id, folder],
  );
  await db.query("INSERT INTO trading_partner_groups VALUES ($1, 77, 'NW77-DEN')", [c!.carrier_id]);
  return c!.carrier_id;
}

const edis = (dir: string) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

describe.runIf(DRIVERS.includes('pg'))(
  'the nightly 834 export with two API instances on one PostgreSQL',
  () => {
    let a: ApiProcess;
    let b: ApiProcess;
    let drop: () => Promise<void>;
    let url: string;
    const root = mkdtempSync(join(tmpdir(), 'edi-drop-'));
    beforeAll(async () => {
      const t = await createTestDb('pg');
      drop = t.drop;
      url = t.url!;
      // Both instances look every 100 ms, so they race for every run.
      const env = {
        DATABASE_URL: url,
        EDI_DROP_ROOT: root,
        EDI_SCHEDULE_INTERVAL_MS: '100',
        // Two start-ups migrate and seed one fresh database on a busy machine.
        DB_QUERY_TIMEOUT_MS: '60000',
      };
      [a, b] = await Promise.all([startApi(env), startApi(env)]);
    }, 120_000);
    afterAll(async () => {
      for (const api of [a, b]) api?.kill('SIGTERM');
      await Promise.all([a?.exited, b?.exited]);
      await drop?.();
      rmSync(root, { recursive: true, force: true });
    });

    it('runs exactly once: one file row, one file in the drop folder', async () => {
      const db = createPgDb(url, 2);
      try {
        const carrierId = await nightlyPartner(db, 'nightly/brightsmile');
        await until(async () => {
          const [r] = await db.query(
            'SELECT 1 FROM edi_runs WHERE carrier_id = $1 AND written_at IS NOT NULL',
            [carrierId],
          );
          return r;
        });
        // Many more rounds of both instances: still one.
        await new Promise((r) => setTimeout(r, 1500));
        const files = await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM edi_files WHERE carrier_id = $1',
          [carrierId],
        );
        expect(files[0]!.n).toBe(1);
        const dir = join(root, 'nightly/brightsmile');
        // Sealed with the data key: the partner has no OpenPGP key (ADR 0027).
        expect(edis(dir)).toEqual(['834-' + carrierId + '-000000001.edi.sealed']);
        const sealed = readFileSync(join(dir, edis(dir)[0]!), 'utf8');
        expect(sealed).not.toContain('ISA*');
        const content = openJson<string>(sealed, loadConfig().dataKey);
        expect(envelopeProblems(await parseX12(content))).toEqual([]);
        const [run] = await db.query<{ claimed_by: string }>(
          'SELECT claimed_by FROM edi_runs WHERE carrier_id = $1',
          [carrierId],
        );
        expect([`:${a.pid}`, `:${b.pid}`].some((p) => run!.claimed_by.endsWith(p))).toBe(true);
      } finally {
        await db.close();
      }
    }, 30_000);
  },
);

describeEachDriver(
  'the nightly 834 export survives a restart in the middle',
  (ctx) => {
    it('a run claimed and recorded but not written is written once after the restart, never twice', async () => {
      const root = mkdtempSync(join(tmpdir(), 'edi-drop-'));
      try {
        const carrierId = await nightlyPartner(ctx().db, 'restart');
        // The first instance dies between recording the file and writing it: its drop root is
        // unusable (a plain file), so the write fails after the claim and the file row committed.
        const blocked = join(root, 'blocked');
        writeFileSync(blocked, 'not a folder');
        const now = new Date('2026-12-01T03:00:00Z');
        await expect(
          runDueExports(ctx().db, { ...ctx().config, ediDropRoot: blocked }, 'first', now),
        ).rejects.toThrow();
        const [run] = await ctx().db.query<{ file_id: number | null; written_at: string | null }>(
          'SELECT file_id::int AS file_id, written_at FROM edi_runs WHERE carrier_id = $1',
          [carrierId],
        );
        expect(run).toMatchObject({ written_at: null });
        expect(run!.file_id).toBeGreaterThan(0);
        // After the restart (a sound drop root): the claimed run is resumed and written, once.
        const config = { ...ctx().config, ediDropRoot: root };
        expect(await runDueExports(ctx().db, config, 'second', now)).toHaveLength(1);
        expect(await runDueExports(ctx().db, config, 'second', now)).toEqual([]);
        expect(await runDueExports(ctx().db, config, 'third', new Date('2026-12-01T23:00:00Z'))).toEqual([]);
        expect(edis(join(root, 'restart'))).toEqual([`834-${carrierId}-000000001.edi.sealed`]);
        const [n] = await ctx().db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM edi_files WHERE carrier_id = $1',
          [carrierId],
        );
        expect(n!.n).toBe(1);
        // The next day is a new run with the next control number.
        expect(
          await runDueExports(ctx().db, config, 'second', new Date('2026-12-02T03:00:00Z')),
        ).toHaveLength(1);
        expect(edis(join(root, 'restart')).sort()).toEqual([
          `834-${carrierId}-000000001.edi.sealed`,
          `834-${carrierId}-000000002.edi.sealed`,
        ]);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    });

    it('refuses a drop folder outside the drop root', async () => {
      const { dropFolderOf } = await import('../src/modules/edi/drop-folder');
      expect(() => dropFolderOf('/srv/drop', 1, '../etc')).toThrow();
      expect(dropFolderOf('/srv/drop', 1, null)).toBe('/srv/drop/carrier-1');
    });
  },
  { fresh: true },
);
