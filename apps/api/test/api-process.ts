import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { apiRoot } from '../src/paths';
import { AUTH, enrollmentKeyCookie } from './harness';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
type AnyJson = any;
export type Reply = { status: number; body: AnyJson; headers: Headers; ms: number };

export type ApiProcess = {
  proc: ChildProcess;
  pid: number;
  url: string;
  output: () => string;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** A call with the client header; JSON in and out. */
  call: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Reply>;
  kill: (signal?: NodeJS.Signals) => void;
};

/**
 * Starts the real API as its own process (src/main.ts through tsx, exactly what `npm start` runs
 * bundled) on a free port, with only the environment given plus PATH: no DATABASE_URL or PGLITE_DIR
 * leaks in from the caller. Resolves once it listens; rejects with its output if it exits first.
 */
export function startApi(env: Record<string, string>, startTimeoutMs = 60_000): Promise<ApiProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', join(apiRoot, 'src/main.ts')], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (c) => (out += c));
  proc.stderr!.on('data', (c) => (out += c));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`API did not start within ${startTimeoutMs} ms:\n${out}`));
    }, startTimeoutMs);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`API exited during start-up (${code ?? signal}):\n${out}`));
    });
    const onData = () => {
      const m = /listening on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (!m) return;
      proc.stdout!.off('data', onData);
      clearTimeout(timer);
      const url = m[1]!;
      resolve({
        proc,
        pid: proc.pid!,
        url,
        output: () => out,
        exited,
        call: (method, path, body, headers) => callApi(url, method, path, body, headers),
        kill: (signal = 'SIGTERM') => void proc.kill(signal),
      });
    };
    proc.stdout!.on('data', onData);
  });
}

/** One HTTP call to a running API. */
export async function callApi(
  url: string,
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Reply> {
  const started = Date.now();
  const res = await fetch(url + path, {
    method,
    headers: {
      ...AUTH,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...extraHeaders,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed, headers: res.headers, ms: Date.now() - started };
}

/**
 * The browser's enrollment key a reply set (ADR 0013), as a `cookie` header to send back with the
 * calls on that enrollment; undefined when the reply set none.
 */
export function enrollmentKeyHeader(r: Pick<Reply, 'headers'>): { cookie: string } | undefined {
  const cookie = enrollmentKeyCookie({ 'set-cookie': r.headers.getSetCookie() });
  return cookie ? { cookie } : undefined;
}

/** Polls fn until it answers something truthy. */
export async function until<T>(
  fn: () => Promise<T | undefined | false>,
  ms = 15_000,
  every = 50,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, every));
  }
}

/** Signs in a demo rep on a running API; the session cookie as a header (it works on every instance). */
export async function signInRep(api: Pick<ApiProcess, 'call'>): Promise<{ cookie: string }> {
  const r = await api.call('POST', '/api/v1/sign-in', {
    email: 'jordan.avery@summit-benefits.example',
    password: 'demo-rep-10109',
  });
  const cookie = /bs_session=[^;]+/.exec(r.headers.get('set-cookie') ?? '')?.[0];
  if (r.status !== 200 || !cookie) throw new Error(`sign-in failed: ${JSON.stringify(r.body)}`);
  return { cookie };
}
