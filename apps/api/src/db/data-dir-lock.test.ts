import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startApi } from '../../test/api-process';
import { apiRoot } from '../paths';
import {
  acquireDataDirLock,
  currentOwner,
  DataDirInUseError,
  lockPathOf,
  type LockOwner,
} from './data-dir-lock';

const work = mkdtempSync(join(tmpdir(), 'bs-lock-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let n = 0;
const freshDir = () => join(work, `pglite-${++n}`);

/** A lock file as a process with this pid and start identity would have left it. */
function writeLock(dir: string, owner: Partial<LockOwner>) {
  const full: LockOwner = {
    pid: 1,
    started: '2020-01-01T00:00:00.000Z',
    command: 'node old-api.js',
    host: hostname(),
    ...owner,
  };
  writeFileSync(lockPathOf(dir), JSON.stringify(full));
}

/** Runs test/hold-data-dir.ts; resolves with its first line ("held <pid>" or "refused ..."). */
function holder(dir: string) {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'test/hold-data-dir.ts', dir], {
    cwd: apiRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  const line = new Promise<string>((resolve) => {
    let out = '';
    proc.stdout.on('data', (c) => {
      out += c;
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    proc.once('exit', () => resolve(out.trim()));
  });
  return { proc, line, exited, release: () => proc.stdin.end() };
}

describe('PGlite data directory lock', () => {
  it('takes over a lock whose process is gone', () => {
    const dir = freshDir();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeLock(dir, { pid: gone, identity: 'x' });
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('takes over a lock whose pid is alive but is another process (pid reused, or before a reboot)', () => {
    const dir = freshDir();
    // This very pid is alive, but its start identity is not the recorded one.
    writeLock(dir, { pid: process.pid, identity: 'another-boot:12345' });
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).identity).toBe(currentOwner().identity);
    lock.release();
  });

  it('refuses a directory held by a live process, naming it, until it lets go', async () => {
    const dir = freshDir();
    const h = holder(dir);
    const held = await h.line;
    expect(held).toMatch(/^held \d+$/);
    const pid = Number(held.split(' ')[1]);
    let err: unknown;
    try {
      acquireDataDirLock(dir);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(DataDirInUseError);
    const message = (err as Error).message;
    expect(message).toContain(dir);
    expect(message).toContain(`pid ${pid}`);
    expect(message).toMatch(/command: .*hold-data-dir\.ts/);
    expect(message).toMatch(/started \d{4}-\d\d-\d\dT/);
    expect(message).toContain('PGLITE_DIR=');
    expect(message).toContain('DATABASE_URL=');
    h.release();
    await h.exited;
    acquireDataDirLock(dir).release();
  });

  it('lets exactly one of several processes racing for a stale lock take it', async () => {
    const dir = freshDir();
    writeLock(dir, { pid: spawnSync(process.execPath, ['-e', '']).pid, identity: 'x' });
    const racers = Array.from({ length: 5 }, () => holder(dir));
    const lines = await Promise.all(racers.map((r) => r.line));
    const winners = lines.filter((l) => l.startsWith('held'));
    expect(winners, lines.join('\n')).toHaveLength(1);
    const winner = winners[0]!.split(' ')[1];
    for (const l of lines.filter((x) => !x.startsWith('held'))) expect(l).toContain(`pid ${winner}`);
    expect(JSON.parse(readFileSync(lockPathOf(dir), 'utf8')).pid).toBe(Number(winner));
    racers.forEach((r) => r.release());
    await Promise.all(racers.map((r) => r.exited));
    expect(existsSync(lockPathOf(dir))).toBe(false);
  }, 60_000);

  it('a second API on the same directory stops at once; a killed one leaves a lock the next start takes over', async () => {
    const dir = freshDir();
    const first = await startApi({ PGLITE_DIR: dir });
    try {
      const started = Date.now();
      const second = await startApi({ PGLITE_DIR: dir }).catch((e: Error) => e.message);
      expect(typeof second).toBe('string');
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(second).toContain(
        `The PGlite data directory ${dir} is in use by another process: pid ${first.pid}`,
      );
      expect(second).toContain('src/main.ts');
      expect(second).toContain('PGLITE_DIR=');
      expect(second).not.toMatch(/\n\s+at /); // a message, not a stack trace
      expect((await first.call('GET', '/health')).status).toBe(200);
    } finally {
      first.kill('SIGKILL');
      await first.exited;
    }
    expect(existsSync(lockPathOf(dir))).toBe(true);
    const next = await startApi({ PGLITE_DIR: dir });
    expect((await next.call('GET', '/health/ready')).status).toBe(200);
    next.kill('SIGTERM');
    expect((await next.exited).code).toBe(0);
    expect(existsSync(lockPathOf(dir))).toBe(false);
  }, 120_000);
});
