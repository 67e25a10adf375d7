import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// E2E_PORT_BASE lets two checkouts run their journeys side by side on one machine.
const FIRST = Number(process.env.E2E_PORT_BASE ?? 4400);
/**
 * Every parallel worker has a server set of its own (an API on its own in-memory database and the
 * five remotes), so journeys in two workers never see each other's data, remotes manifest or
 * releases. Set i takes the ten ports from FIRST + 10 i: the API, the five remotes, then the ports
 * some journeys start servers of their own on (remote outage, redeploy, landing boot, SMTP mail).
 */
export const PORTS_PER_SET = 10;
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export function serverSet(index: number) {
  const base = FIRST + PORTS_PER_SET * index;
  const dir = join(tmpdir(), `bs-e2e-${base}`);
  return {
    base,
    api: base,
    remotes: {
      shop: base + 1,
      cart_quote: base + 2,
      enrollment_wizard: base + 3,
      member_admin: base + 4,
      platform_admin: base + 5,
    },
    /** The runtime remotes manifest the API serves as /remotes.json (re-read on every request). */
    remotesFile: join(dir, 'remotes.json'),
    /** The remotes store the API serves at /releases/ and `npm run release` publishes to (ADR 0018). */
    remotesStoreDir: join(dir, 'remotes-store'),
  };
}

// In a worker, TEST_PARALLEL_INDEX (0 .. workers-1, kept when a worker is replaced) picks its set;
// the runner itself (no index) starts every set (playwright.config.ts).
const own = serverSet(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
const BASE = own.base;
export const API_PORT = own.api;
export const REMOTE_PORTS = own.remotes;
export type Remote = keyof typeof REMOTE_PORTS;
/** Ports of this worker's set for servers a journey starts itself (one each, so files never collide). */
export const OWN_PORTS = {
  remoteOutage: BASE + 6,
  remoteRedeploy: BASE + 7,
  landingBoot: BASE + 8,
  receiptMail: BASE + 9,
} as const;
export const REPO = new URL('../../../../', import.meta.url).pathname;

export const REMOTES_FILE = own.remotesFile;
export const REMOTES_STORE_DIR = own.remotesStoreDir;

export const remoteUrl = (port: number) => `http://127.0.0.1:${port}/mf-manifest.json`;

export function writeRemotes(
  overrides: Partial<Record<Remote, string>> = {},
  set: ReturnType<typeof serverSet> = own,
): void {
  mkdirSync(dirname(set.remotesFile), { recursive: true });
  const manifest = Object.fromEntries(
    Object.entries(set.remotes).map(([name, port]) => [name, overrides[name as Remote] ?? remoteUrl(port)]),
  );
  writeFileSync(set.remotesFile, JSON.stringify(manifest, null, 2));
}
export const writeDefaultRemotes = (set = own) => writeRemotes({}, set);

/** A static server of the test's own, so a test can take one remote's origin down and bring it back. */
export async function startStaticServer(distDir: string, port: number): Promise<ChildProcess> {
  const child = spawn('node', ['tools/serve-static.mjs', '--dir', distDir, '--port', String(port)], {
    cwd: REPO,
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(remoteUrl(port));
      if (res.ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`static server for ${distDir} did not start on ${port}`);
}

/**
 * An API of the journey's own (its own in-memory database) on `port`, with `env` added; resolves
 * once /health answers. Start-up seeds the demo world, which takes long on a busy machine, so it
 * waits as long as Playwright waits for the shared servers (120 s; give the hook that much).
 */
export async function startApi(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn('node', ['apps/api/dist/main.js'], {
    cwd: REPO,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stopServer(child);
  throw new Error(`the API on ${port} did not start`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  // Already gone (by exit or by a signal): 'exit' will not fire again.
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    // A server that does not stop within 10 s is killed, so a teardown never hangs the run.
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
