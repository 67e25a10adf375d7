#!/usr/bin/env node
// `node tools/dev.mjs`: development mode. Runs the API (tsx watch, http://localhost:4200) and the
// rspack dev servers of the shell (http://localhost:4300) and every remote (4201-4205). The shell's
// dev server answers /remotes.json itself with the remotes' dev servers (BS_DEV_REMOTES=1) and
// proxies /api, /tenant-assets and /assets to the API. Open http://localhost:4300/.
//
//   node tools/dev.mjs                 everything
//   node tools/dev.mjs shell shop      only these apps (plus the API); other remotes show BS-MF-001
//   node tools/dev.mjs --no-api shop   a remote standalone against an API you run yourself
//
// Each remote is also usable alone at its own port (standalone harness: src/bootstrap.tsx).
// On a 2-core machine the first compile of five dev servers takes a while; they start one by one.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const APPS = {
  shell: { project: '@bs/shell', port: 4300 },
  shop: { project: '@bs/shop', port: 4201 },
  'cart-quote': { project: '@bs/cart-quote', port: 4202 },
  'enrollment-wizard': { project: '@bs/enrollment-wizard', port: 4203 },
  'member-admin': { project: '@bs/member-admin', port: 4204 },
  'platform-admin': { project: '@bs/platform-admin', port: 4205 },
};
const args = process.argv.slice(2);
const withApi = !args.includes('--no-api');
const wanted = args.filter((a) => !a.startsWith('--'));
const apps = wanted.length ? wanted : Object.keys(APPS);
const unknown = apps.filter((a) => !APPS[a]);
if (unknown.length) {
  console.error(`Unknown app(s): ${unknown.join(', ')}. Choose from: ${Object.keys(APPS).join(', ')}`);
  process.exit(1);
}

const children = [];
const colors = [36, 35, 33, 32, 34, 31];
function run(label, command, argv, env = {}) {
  const color = colors[children.length % colors.length];
  const child = spawn(command, argv, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `\x1b[${color}m[${label}]\x1b[0m `;
  const pipe = (stream, out) =>
    stream.on('data', (d) =>
      String(d)
        .split('\n')
        .filter(Boolean)
        .forEach((line) => out.write(prefix + line + '\n')),
    );
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  child.on('exit', (code) => console.log(`${prefix}exited (${code})`));
  children.push(child);
  return child;
}

// The local mail page (/mail) is off unless asked for; development shows sent mail there.
if (withApi) run('api', 'npx', ['tsx', 'watch', 'apps/api/src/main.ts'], { PORT: '4200', MAIL_PAGE: '1' });
const delay = (ms) => new Promise((r) => setTimeout(r, ms));
for (const app of apps) {
  const { project } = APPS[app];
  run(app, 'npm', ['run', 'dev', '-w', project], { NODE_ENV: 'development', BS_DEV_REMOTES: '1' });
  await delay(1500); // stagger the first compiles (2-core machines)
}
console.log(
  `\nDev servers: ${apps.map((a) => `${a} http://localhost:${APPS[a].port}`).join(', ')}${withApi ? ', api http://localhost:4200' : ''}`,
);
console.log('Store (shell + remotes): http://localhost:4300/   Press Ctrl+C to stop\n');

const stop = (signal) => {
  for (const c of children) if (c.exitCode === null) c.kill(signal);
  setTimeout(() => process.exit(0), 500);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
