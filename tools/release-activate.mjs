#!/usr/bin/env node
// npm run release:activate -- <remote> <version> [--tenant <slug>] [--percent N]   (ADR 0018)
//   no option     the version every store loads (a tenant's pin still wins for that tenant)
//   --tenant s    pin it for the store s only (a canary); --tenant s --unpin removes the pin
//   --percent N   give it to N % of browsers, each keeping its answer (0 ends the rollout)
// Live at once on every API instance. Signs in like npm run release (BS_RELEASE_TOKEN, BS_ADMIN_TOKEN
// or ADMIN_EMAIL/ADMIN_PASSWORD; BS_API_URL or PORT).
import { parseArgs } from 'node:util';
import { liveSummary, releaseClient, remoteName } from './lib/release-api.mjs';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { tenant: { type: 'string' }, percent: { type: 'string' }, unpin: { type: 'boolean' } },
  });
  const remote = remoteName(positionals[0]);
  const version = positionals[1];
  if (!version && !values.unpin) throw new Error('name the version to activate (npm run release prints it)');
  if (values.tenant && values.percent !== undefined) throw new Error('use --tenant or --percent, not both');
  const client = await releaseClient();
  let state;
  if (values.tenant)
    state = await client.call('pin-release', {
      remote,
      tenant_slug: values.tenant,
      version: values.unpin ? null : version,
    });
  else if (values.percent !== undefined) {
    const percent = Number(values.percent);
    if (!Number.isInteger(percent))
      throw new Error(`--percent takes a whole number 0-100 (got ${values.percent})`);
    state = await client.call('rollout-release', { remote, version, percent });
  } else state = await client.call('activate-release', { remote, version });
  console.log(`${remote} now serves:\n${liveSummary(state)}`);
}

main().catch((err) => {
  console.error(`release:activate: ${err.message}`);
  process.exit(1);
});
