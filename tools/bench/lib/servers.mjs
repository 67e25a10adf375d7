// Processes the web benchmarks run against: the production API (which serves the shell and the
// remotes on one origin, as `npm start` does) and a static server for the bare React baseline.
import { spawn } from 'node:child_process';

const repo = new URL('../../../', import.meta.url).pathname;

/** Debian's Chromium, launched as every browser of this project is (see the README). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Two minutes: a cold API (PGlite migrations and seed) took 54 s on a loaded 2-core machine.
export async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** Refuses a port something else already answers on (another checkout's benchmark). */
async function ensureFree(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
  } catch {
    return;
  }
  throw new Error(`port ${port} is already in use: set BENCH_PORT to another port`);
}

/**
 * The built API on an in-memory PGlite (or on DATABASE_URL when set); returns the child process.
 * `env` adds variables (e.g. BENCH_HELLO=1 for the API benchmark's in-process baseline); `main`
 * another build of the API (the API benchmark's before/after).
 * BENCH_API_PROF=<dir> writes the API's CPU profile there when it stops (where its time goes).
 */
export async function startApi(port, env = {}, main = 'apps/api/dist/main.js') {
  await ensureFree(port);
  const prof = process.env.BENCH_API_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_API_PROF}`]
    : [];
  const child = spawn('node', [...prof, main], {
    cwd: repo,
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
  child.on('exit', (code) => {
    if (code) console.error(`API exited with code ${code}`);
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/health`);
  } catch (e) {
    child.kill(); // not left holding the port for the next run
    throw e;
  }
  return child;
}

/** tools/serve-static.mjs over `dir` (open CORS, as a CDN); `probe` is a path it must answer. */
export async function startStatic(dir, port, probe = '/index.html') {
  await ensureFree(port);
  const child = spawn('node', ['tools/serve-static.mjs', '--dir', dir, '--port', String(port)], {
    cwd: repo,
    stdio: 'ignore',
  });
  await waitFor(`http://127.0.0.1:${port}${probe}`);
  return child;
}
