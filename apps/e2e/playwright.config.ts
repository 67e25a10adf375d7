import { defineConfig } from '@playwright/test';
import { API_PORT, WORKERS, serverSet, writeDefaultRemotes } from './src/support/servers';

// Journeys run against production builds: the API serves the shell, each remote is served from
// its own origin by tools/serve-static.mjs, exactly as separately deployed static sites.
// One such set of servers per worker (src/support/servers.ts), so the workers share no state;
// in a worker, API_PORT is its own set's (this file is evaluated there too).
const sets = Array.from({ length: WORKERS }, (_, i) => serverSet(i));
// Only the runner writes the manifests: a worker (re)started mid-run must not reset another
// worker's manifest while a journey there has pointed a remote elsewhere (remote outage, redeploy).
if (!process.env.TEST_WORKER_INDEX) for (const set of sets) writeDefaultRemotes(set);

const repo = new URL('../../', import.meta.url).pathname;
const staticServer = (dir: string, port: number) => ({
  command: `node tools/serve-static.mjs --dir apps/${dir}/dist --port ${port}`,
  cwd: repo,
  url: `http://127.0.0.1:${port}/mf-manifest.json`,
  reuseExistingServer: false,
  timeout: 60_000,
});
const servers = (set: ReturnType<typeof serverSet>) => [
  {
    command: 'node apps/api/dist/main.js',
    cwd: repo,
    url: `http://127.0.0.1:${set.api}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(set.api),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      REMOTES_FILE: set.remotesFile,
      REMOTES_STORE_DIR: set.remotesStoreDir,
      LOG_LEVEL: 'warn',
      // The journeys read sign-in links and codes at /mail: a development page, off unless asked for.
      MAIL_PAGE: '1',
    },
  },
  staticServer('shop', set.remotes.shop),
  staticServer('cart-quote', set.remotes.cart_quote),
  staticServer('enrollment-wizard', set.remotes.enrollment_wizard),
  staticServer('member-admin', set.remotes.member_admin),
  staticServer('platform-admin', set.remotes.platform_admin),
];

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  // Files run in parallel, one per worker (E2E_WORKERS, default 2: this machine's cores); the
  // tests of one file run in order in one worker, as some build on the one before.
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The list as it runs, then the slowest journeys and any that failed or needed a retry.
  reporter: [['list'], ['./src/support/durations-reporter.ts']],
  outputDir: './test-results',
  use: {
    baseURL: `http://localhost:${API_PORT}`,
    viewport: { width: 1280, height: 800 },
    // As a visitor who asked for less motion (the theme honours it): transitions and the spinner
    // end at once, so a control is stable when it appears and no frames are drawn for motion. The
    // accessibility tours asked for it from the start; the keyboard journey keeps the default.
    reducedMotion: 'reduce',
    // A trace only where a journey is retried (CI): recording one for every journey costs about a
    // fifth of the run's CPU (screencast frames), measured with the journeys' own servers.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: sets.flatMap(servers),
});
