import { defineConfig } from '@playwright/test';
import {
  API_PORT,
  REMOTE_PORTS,
  REMOTES_FILE,
  REMOTES_STORE_DIR,
  writeDefaultRemotes,
} from './src/support/servers';

// Journeys run against production builds: the API serves the shell, each remote is served from
// its own origin by tools/serve-static.mjs, exactly as separately deployed static sites.
writeDefaultRemotes();

const repo = new URL('../../', import.meta.url).pathname;
const staticServer = (dir: string, port: number) => ({
  command: `node tools/serve-static.mjs --dir apps/${dir}/dist --port ${port}`,
  cwd: repo,
  url: `http://127.0.0.1:${port}/mf-manifest.json`,
  reuseExistingServer: false,
  timeout: 30_000,
});

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://localhost:${API_PORT}`,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
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
  webServer: [
    {
      command: 'node apps/api/dist/main.js',
      cwd: repo,
      url: `http://127.0.0.1:${API_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        PGLITE_DIR: 'memory://',
        REMOTES_FILE,
        REMOTES_STORE_DIR,
        LOG_LEVEL: 'warn',
        // The journeys read sign-in links and codes at /mail: a development page, off unless asked for.
        MAIL_PAGE: '1',
      },
    },
    staticServer('shop', REMOTE_PORTS.shop),
    staticServer('cart-quote', REMOTE_PORTS.cart_quote),
    staticServer('enrollment-wizard', REMOTE_PORTS.enrollment_wizard),
    staticServer('member-admin', REMOTE_PORTS.member_admin),
    staticServer('platform-admin', REMOTE_PORTS.platform_admin),
  ],
});
