#!/usr/bin/env node
// Onboards a white-label tenant with one command, no code change (DESIGN §3):
//   npm run tenant:onboard -- --slug acme --name "Acme" --kind agent --agent-id 10109 --primary "#aa3300"
// 1. scaffolds tenants/<slug>/ (tenant.json + placeholder logo and hero SVGs),
// 2. validates it with libs/tenant-config (the schema the API uses),
// 3. registers it: through the running platform's admin calls when its /health answers (BS_API_URL, else
//    127.0.0.1:$PORT; signed in with ADMIN_EMAIL/ADMIN_PASSWORD or BS_ADMIN_TOKEN), so it is live at
//    once; else in the database (DATABASE_URL, else the local PGlite dir PGLITE_DIR or .data/pglite),
//    never in a PGlite directory another process holds.
// Options: --group-id --portal-id --accent --font --radius --phone --email --tagline --about
//          --menu dental,vision,...  --force (overwrite the folder)  --no-register (files only)
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const repo = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values: o } = parseArgs({
  options: Object.fromEntries(
    [
      'slug',
      'name',
      'kind',
      'agent-id',
      'group-id',
      'portal-id',
      'primary',
      'accent',
      'font',
      'radius',
      'phone',
      'email',
      'tagline',
      'about',
      'menu',
      'tenants-dir',
    ]
      .map((k) => [k, { type: 'string' }])
      .concat([
        ['force', { type: 'boolean' }],
        ['no-register', { type: 'boolean' }],
        ['help', { type: 'boolean' }],
      ]),
  ),
});
const fail = (msg) => {
  console.error(`tenant:onboard: ${msg}`);
  process.exit(1);
};
if (o.help || !o.slug || !o.name) {
  console.log(
    'Usage: npm run tenant:onboard -- --slug acme --name "Acme" [--kind agent|group] [--agent-id 10109] [--group-id 77] [--primary "#aa3300"] ...',
  );
  process.exit(o.help ? 0 : 1);
}

const tenantsDir = resolve(o['tenants-dir'] ?? process.env.TENANTS_DIR ?? join(repo, 'tenants'));
const { parseTenant, deriveTheme } = await tsImport('../libs/tenant-config/src/index.ts', import.meta.url);
// New tenants inherit the default tenant's bindings and copy unless told otherwise.
const base = JSON.parse(readFileSync(join(tenantsDir, 'benefit-store', 'tenant.json'), 'utf8'));
const num = (v, fallback) => (v === undefined ? fallback : Number(v));
const primary = o.primary ?? '#335c99';
const tenant = {
  slug: o.slug,
  name: o.name,
  kind: o.kind ?? 'agent',
  agent_id: num(o['agent-id'], base.agent_id),
  group_id: num(o['group-id'], base.group_id),
  portal_id: num(o['portal-id'], base.portal_id),
  theme: {
    primary,
    ...(o.accent && { accent: o.accent }),
    font: o.font ?? base.theme.font,
    radius: o.radius ?? '6px',
  },
  logo: 'logo.svg',
  image: 'hero.svg',
  branding: {
    display_phone: o.phone ?? base.branding.display_phone,
    display_email: o.email ?? base.branding.display_email,
    tagline: o.tagline ?? `Benefits from ${o.name}`,
    display_about_name: `About ${o.name}`,
    about: o.about ?? `${o.name} offers dental, vision, life and wellness plans through the Benefit Store.`,
  },
  menu: o.menu
    ? o.menu
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : base.menu,
  copy: {},
  features: { showQuotation: true, showReferral: true },
};

let parsed;
try {
  parsed = parseTenant(tenant, `tenants/${o.slug}/tenant.json`);
} catch (err) {
  fail(err.message);
}
const dir = join(tenantsDir, parsed.slug);
const existed = existsSync(dir);
if (existed && !o.force) fail(`tenants/${parsed.slug} already exists (use --force to overwrite)`);

const esc = (s) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
const initials = parsed.name
  .split(/\s+/)
  .map((w) => w[0])
  .join('')
  .slice(0, 2)
  .toUpperCase();
// The colours the store will really paint (a too-light brand colour is moved to a readable shade).
const palette = deriveTheme(parsed.theme);
const fill = palette.primary;
const ink = palette.primaryContrast;
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'tenant.json'), JSON.stringify(tenant, null, 2) + '\n');
writeFileSync(
  join(dir, 'logo.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 48" role="img" aria-label="${esc(parsed.name)}">
  <rect x="2" y="4" width="40" height="40" rx="8" fill="${fill}"/>
  <text x="22" y="31" text-anchor="middle" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="${ink}">${esc(initials)}</text>
  <text x="52" y="31" font-family="Arial, sans-serif" font-size="19" font-weight="700" fill="${palette.primaryDark}">${esc(parsed.name.slice(0, 18))}</text>
</svg>
`,
);
writeFileSync(
  join(dir, 'hero.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 300" role="img" aria-label="${esc(parsed.name)}">
  <rect width="800" height="300" fill="${fill}" opacity="0.12"/>
  <circle cx="620" cy="150" r="110" fill="${fill}" opacity="0.6"/>
  <circle cx="500" cy="200" r="70" fill="${fill}"/>
</svg>
`,
);
console.log(`scaffolded tenants/${parsed.slug}/ (tenant.json, logo.svg, hero.svg)`);
if (fill !== parsed.theme.primary.toLowerCase())
  console.log(
    `note: primary ${parsed.theme.primary} is too light or dark to read on the store's pages (WCAG AA); ` +
      `buttons and the menu use the nearest readable shade, ${fill}.`,
  );

const { validateTenants } = await import('./validate-tenants.mjs');
const { problems } = validateTenants(tenantsDir);
if (problems.length) {
  if (!existed) rmSync(dir, { recursive: true, force: true });
  fail(`validation failed${existed ? '' : ', folder removed'}:\n- ${problems.join('\n- ')}`);
}

if (o['no-register']) {
  console.log('not registered (--no-register); the API registers it on its next start.');
  process.exit(0);
}
// A running platform owns its database: go through its admin calls so the tenant is live at once.
const { apiRunning, apiUrlOf, registerThroughApi } = await import('./onboard-via-api.mjs');
const apiUrl = apiUrlOf(process.env);
if (await apiRunning(apiUrl)) {
  try {
    const how = await registerThroughApi({ url: apiUrl, env: process.env, tenant, dir, force: o.force });
    console.log(
      `${how} "${parsed.name}" through the running platform at ${apiUrl}; it is live now: open ${apiUrl}/${parsed.slug}/`,
    );
    process.exit(0);
  } catch (err) {
    fail(`files are in tenants/${parsed.slug}/ but the running platform did not register it: ${err.message}`);
  }
}
const { createDb, migrate } = await tsImport('../apps/api/src/db/index.ts', import.meta.url);
const { seed, seedTenant } = await tsImport('../apps/api/src/seed/index.ts', import.meta.url);
const { loadAllTenants } = await tsImport('../apps/api/src/tenants/load-tenants.ts', import.meta.url);
const { loadConfig } = await tsImport('../apps/api/src/config.ts', import.meta.url);
const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = process.env.PGLITE_DIR ?? join(repo, '.data/pglite');
let db;
let kept = false;
try {
  db = await createDb({ databaseUrl, pgliteDir });
  await migrate(db);
  const [{ n }] = await db.query('SELECT count(*)::int AS n FROM agents');
  // A database the API never started on gets the whole demo world (which includes the new tenant).
  if (n === 0)
    await seed(db, {
      tenants: loadAllTenants(tenantsDir),
      codePepper: loadConfig().codePepper,
      dataKey: loadConfig().dataKey,
    });
  else if (!(await seedTenant(db, parsed))) {
    kept = true;
    console.log(
      `note: the database's copy of "${parsed.slug}" was changed in the admin console, so it was kept (ADR 0011); ` +
        'export it from the console to bring the folder in line.',
    );
  }
} catch (err) {
  // createDb takes the PGlite directory's lock first: while an API holds it, nothing is written.
  if (err.code === 'BS_DATA_DIR_IN_USE')
    fail(
      `files are in tenants/${parsed.slug}/ but the database was not touched:\n${err.message}\n` +
        'Restart that API to register the tenant (start-up registers every tenant), or run this again once it has stopped.',
    );
  fail(`files are in tenants/${parsed.slug}/ but registering failed: ${err.message}`);
} finally {
  await db?.close();
}
const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${pgliteDir})`;
console.log(
  `${kept ? "kept the console's copy of" : 'registered'} "${parsed.name}" in ${where}; no platform answered at ${apiUrl}, ` +
    `so start it (npm start) and open /${parsed.slug}/` +
    (databaseUrl ? ' (platforms already running on this database serve it now)' : ''),
);
