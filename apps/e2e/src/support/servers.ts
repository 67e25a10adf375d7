import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// E2E_PORT_BASE lets two checkouts run their journeys side by side on one machine.
const BASE = Number(process.env.E2E_PORT_BASE ?? 4400);
export const API_PORT = BASE;
export const REMOTE_PORTS = {
  shop: BASE + 1,
  cart_quote: BASE + 2,
  enrollment_wizard: BASE + 3,
  member_admin: BASE + 4,
  platform_admin: BASE + 5,
} as const;
export type Remote = keyof typeof REMOTE_PORTS;
export const REPO = new URL('../../../../', import.meta.url).pathname;

const dir = join(tmpdir(), `bs-e2e-${BASE}`);
/** The runtime remotes manifest the API serves as /remotes.json (re-read on every request). */
export const REMOTES_FILE = join(dir, 'remotes.json');
/** The remotes store the API serves at /releases/ and `npm run release` publishes to (ADR 0018). */
export const REMOTES_STORE_DIR = join(dir, 'remotes-store');

export const remoteUrl = (port: number) => `http://127.0.0.1:${port}/mf-manifest.json`;

export function writeRemotes(overrides: Partial<Record<Remote, string>> = {}): void {
  mkdirSync(dir, { recursive: true });
  const manifest = Object.fromEntries(
    Object.entries(REMOTE_PORTS).map(([name, port]) => [name, overrides[name as Remote] ?? remoteUrl(port)]),
  );
  writeFileSync(REMOTES_FILE, JSON.stringify(manifest, null, 2));
}
export const writeDefaultRemotes = () => writeRemotes();

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
