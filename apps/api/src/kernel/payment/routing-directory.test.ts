import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createPgliteDb } from '../../db/pglite';
import { migrate } from '../../db';
import { bankNameOf, demoDirectoryFile, loadRoutingDirectory, parseFedAch } from './routing-directory';

/** One FedACH line built from its fields at their columns (1-based, as the format lists them). */
function fedAchLine(routing: string, name: string, city = 'SPRINGFIELD', state = 'IL') {
  const line = Array(155).fill(' ');
  const put = (from: number, s: string) => [...s].forEach((c, i) => (line[from - 1 + i] = c));
  put(1, routing);
  put(10, 'O');
  put(11, '071000301');
  put(20, '1');
  put(21, '010125');
  put(27, '000000000');
  put(36, name.padEnd(36).slice(0, 36));
  put(72, '1 MAIN STREET');
  put(108, city);
  put(128, state);
  put(130, '62701');
  put(135, '0000');
  put(139, '2175550100');
  put(149, '1');
  put(150, '1');
  return line.join('');
}

describe('the FedACH routing directory', () => {
  it('parses the fixed-width format and skips lines with a bad checksum', () => {
    const text = [
      fedAchLine('071000013', 'FIRST TEST BANK'),
      fedAchLine('071000014', 'BAD CHECKSUM'),
      '',
    ].join('\n');
    const { entries, rejected } = parseFedAch(text);
    expect(entries).toEqual([
      expect.objectContaining({
        routing_number: '071000013',
        office_code: 'O',
        servicing_frb: '071000301',
        record_type: '1',
        change_date: '010125',
        customer_name: 'FIRST TEST BANK',
        address: '1 MAIN STREET',
        city: 'SPRINGFIELD',
        state: 'IL',
        zip: '62701',
        phone: '2175550100',
      }),
    ]);
    expect(rejected).toEqual([2]);
  });

  it('ships a demo directory of real routing numbers, every line 155 characters', () => {
    const text = readFileSync(demoDirectoryFile(), 'utf8');
    const lines = text.split('\n').filter(Boolean);
    expect(lines.every((l) => l.length === 155)).toBe(true);
    const { entries, rejected } = parseFedAch(text);
    expect(rejected).toEqual([]);
    expect(entries.map((e) => e.routing_number)).toEqual(expect.arrayContaining(['021000021', '121000248']));
  });

  it('loads into routing_directory (a newer file replaces a row), also through npm run routing:load', async () => {
    const db = await createPgliteDb('memory://');
    try {
      await migrate(db);
      await loadRoutingDirectory(db, parseFedAch(fedAchLine('071000013', 'OLD NAME')).entries);
      await loadRoutingDirectory(db, parseFedAch(fedAchLine('071000013', 'NEW NAME')).entries);
      expect(await bankNameOf(db, '071000013')).toBe('NEW NAME');
      expect(await bankNameOf(db, '021000021')).toBeUndefined();
    } finally {
      await db.close();
    }
    const dir = mkdtempSync(join(tmpdir(), 'routing-'));
    const file = join(dir, 'FedACHdir.txt');
    writeFileSync(file, `${fedAchLine('071000013', 'CLI TEST BANK')}\n${fedAchLine('071000014', 'BAD')}\n`);
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/kernel/payment/routing-load.ts', file],
      { env: { ...process.env, PGLITE_DIR: join(dir, 'data'), DATABASE_URL: '' }, timeout: 60_000 },
    );
    expect(stdout).toContain('loaded 1 routing numbers');
    expect(stderr).toContain('skipped lines 2');
    const check = await createPgliteDb(join(dir, 'data'));
    try {
      expect(await bankNameOf(check, '071000013')).toBe('CLI TEST BANK');
    } finally {
      await check.close();
    }
  }, 90_000);
});
