import { execFileSync } from 'node:child_process';
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { dirname, resolve } from 'node:path';

/** Who holds a data directory, as written into its lock file. */
export type LockOwner = {
  pid: number;
  /** When the holding process started (ISO), for people reading the message. */
  started: string;
  /** Start identity of the process (boot id + start ticks on Linux): a reused pid has another one. */
  identity?: string;
  command: string;
  host: string;
};

/**
 * The PGlite directory is opened by one process only: two would each cache pages and write the
 * same files, and the database would be corrupt. The lock sits beside the directory (PGlite
 * refuses to initialise a directory that already holds a file).
 */
export const lockPathOf = (dataDir: string) => `${resolve(dataDir)}.lock`;

export class DataDirInUseError extends Error {
  readonly code = 'BS_DATA_DIR_IN_USE';
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      [
        `The PGlite data directory ${resolve(dataDir)} is in use by another process: pid ${owner.pid}` +
          `${owner.host === hostname() ? '' : ` on ${owner.host}`}, started ${owner.started}, command: ${owner.command}`,
        'PGlite allows one process per data directory. To run a second copy, give it its own directory ' +
          '(PGLITE_DIR=/path/to/another/dir) or run every copy on PostgreSQL (DATABASE_URL=postgres://...).',
        // A lock from this machine is checked and taken over when stale; one from another cannot be.
        ...(owner.host === hostname()
          ? []
          : [`(It was taken on ${owner.host}: if that process is gone, delete ${lockPathOf(dataDir)}.)`]),
      ].join('\n'),
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * A stable identity of a running process, so a pid reused after the holder died (or after a
 * reboot) is not mistaken for the holder. Linux: boot id + start time in clock ticks; elsewhere
 * `ps`'s start time. Undefined when the process does not exist or the system cannot tell.
 */
export function processIdentity(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
    const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return `${bootId}:${startTicks}`;
  } catch {
    // no /proc (macOS) or no such process
  }
  try {
    const out = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return out || undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the recorded owner is still the process holding the directory. */
export function ownerIsAlive(owner: LockOwner): boolean {
  // A lock written on another machine (a shared disk) cannot be checked from here: respect it.
  if (owner.host !== hostname()) return true;
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || !isAlive(owner.pid)) return false;
  const now = processIdentity(owner.pid);
  // Same pid, another start: the holder died and the pid was given to someone else (or it is a
  // lock from before a reboot).
  return !(owner.identity && now && now !== owner.identity);
}

export function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    started: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    identity: processIdentity(process.pid),
    command: process.argv.join(' '),
    host: hostname(),
  };
}

type Read = { owner?: LockOwner; raw: string; ageMs: number } | undefined;
function readLock(path: string): Read {
  try {
    const raw = readFileSync(path, 'utf8');
    const ageMs = Date.now() - statSync(path).mtimeMs;
    try {
      const owner = JSON.parse(raw) as LockOwner;
      return { owner: typeof owner?.pid === 'number' ? owner : undefined, raw, ageMs };
    } catch {
      return { raw, ageMs };
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/** O_CREAT|O_EXCL: exactly one process creates the file; the others get EEXIST. */
function createExclusive(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

const unlinkQuiet = (path: string) => {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
};
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** A lock file whose writer died between create and write (empty or half written) after this long. */
const GARBLED_STALE_MS = 2000;
/** A take-over guard left by a process killed during the few microseconds it exists. */
const GUARD_STALE_MS = 5000;

/**
 * Removes a stale lock, under a guard file so that two starters that both saw the same stale lock
 * cannot both remove it (the second would otherwise delete the first one's fresh lock).
 */
function removeStale(path: string, seen: string): void {
  const guard = `${path}.takeover`;
  if (!createExclusive(guard, String(process.pid))) {
    const g = readLock(guard);
    if (g && g.ageMs > GUARD_STALE_MS) unlinkQuiet(guard);
    return;
  }
  try {
    // Still the very lock judged stale (not a newer one written in between)?
    if (readLock(path)?.raw === seen) unlinkQuiet(path);
  } finally {
    unlinkQuiet(guard);
  }
}

export type DataDirLock = { path: string; release: () => void };

/**
 * Takes the data directory for this process, or throws DataDirInUseError naming the holder.
 * A lock left by a dead process is taken over. Synchronous on purpose: it runs once at start-up
 * and its release must also work in a process 'exit' handler.
 */
export function acquireDataDirLock(dataDir: string, timeoutMs = 5000): DataDirLock {
  const path = lockPathOf(dataDir);
  mkdirSync(dirname(path), { recursive: true });
  const me = currentOwner();
  const content = JSON.stringify(me);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (createExclusive(path, content)) {
      // Verify: a process of an older version (no guard) may have replaced it in between.
      if (readLock(path)?.raw === content) break;
      continue;
    }
    const seen = readLock(path);
    if (seen?.owner && ownerIsAlive(seen.owner)) throw new DataDirInUseError(dataDir, seen.owner);
    if (seen && (seen.owner || seen.ageMs > GARBLED_STALE_MS)) removeStale(path, seen.raw);
    if (Date.now() > deadline)
      throw new Error(`Could not take the lock ${path} for the PGlite data directory; try again.`);
    pause(20);
  }
  const release = () => {
    process.removeListener('exit', release);
    if (readLock(path)?.raw === content) unlinkQuiet(path);
  };
  // Any normal exit (even process.exit from elsewhere) frees the directory; SIGKILL leaves a
  // stale lock, which the next start takes over.
  process.on('exit', release);
  return { path, release };
}
