#!/usr/bin/env node
// `npm start`: one command for the whole store. Builds every app (Nx caches unchanged ones), then
// starts the API, which serves the shell, the remotes (same origin, /remotes/<dir>/), remotes.json
// and /api/v1. PORT (default 4200). Ctrl+C stops it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT || 4200);
const origin = `http://localhost:${port}`;
const PROJECTS = [
  '@bs/shell',
  '@bs/shop',
  '@bs/cart-quote',
  '@bs/enrollment-wizard',
  '@bs/member-admin',
  '@bs/platform-admin',
  '@bs/api',
];

if (!process.argv.includes('--no-build')) {
  console.log('Building the store (cached builds are reused)…');
  const build = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', `--projects=${PROJECTS.join(',')}`, '--outputStyle=static'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) {
    console.error('\nThe build failed; nothing was started.');
    process.exit(build.status ?? 1);
  }
}

const main = join(root, 'apps/api/dist/main.js');
if (!existsSync(main)) {
  console.error(`${main} is missing: the API build did not produce it.`);
  process.exit(1);
}

function tenants() {
  const dir = join(root, 'tenants');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'tenant.json')))
    .map((d) => {
      try {
        return JSON.parse(readFileSync(join(dir, d.name, 'tenant.json'), 'utf8'));
      } catch {
        return null;
      }
    })
    .filter(Boolean);
}

/**
 * The local mail page (/mail: sign-in links, codes, quotes, receipts) is off unless MAIL_PAGE=1
 * asks for it, and production refuses it. The one-command demo turns it on, unless SMTP_URL sends
 * mail for real, NODE_ENV=production, or MAIL_PAGE is set either way.
 */
function mailPageEnv(env) {
  if (env.MAIL_PAGE !== undefined) return env.MAIL_PAGE;
  return env.SMTP_URL || env.NODE_ENV === 'production' ? '' : '1';
}
const mailPage = mailPageEnv(process.env) === '1';

const api = spawn(process.execPath, [main], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
  // Request logs would bury the banner below; LOG_LEVEL=info brings them back.
  env: { LOG_LEVEL: 'warn', ...process.env, MAIL_PAGE: mailPageEnv(process.env), PORT: String(port) },
});
let announced = false;

api.stdout.on('data', async (chunk) => {
  process.stdout.write(chunk);
  if (announced || !/listening/i.test(String(chunk))) return;
  announced = true;
  const lines = [
    '',
    '  Benefit Store is running',
    `  Store:        ${origin}/`,
    `  API:          ${origin}/api/v1`,
    `  API docs:     ${origin}/api/docs`,
    `  Remotes:      ${origin}/remotes.json`,
    '  Demo stores:',
    ...tenants().map(
      (t) =>
        `    ${(t.name ?? t.slug).padEnd(32)} ${t.kind === 'default' ? `${origin}/  (default)` : `${origin}/${t.slug}`}`,
    ),
    ...(mailPage ? [`  Sent mail:    ${origin}/mail`] : []),
    // The seeded six months of history (issue 32): where a newcomer sees figures at once.
    '  Demo history: six months of enrollments, waivers and invitations. Sign in as the rep',
    `    ${origin}/sign-in   jordan.avery@summit-benefits.example / demo-rep-10109`,
    `    Reports ${origin}/reports · Board ${origin}/enrollment-board?group=77`,
    `    Members and their history ${origin}/agent-select-member · Carrier files ${origin}/carrier-files`,
    '',
    '  Press Ctrl+C to stop',
    '',
  ];
  console.log(lines.join('\n'));
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!api.killed) api.kill(signal);
  });
}
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
