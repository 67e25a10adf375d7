#!/usr/bin/env node
// npm run release:rollback -- <remote>   (ADR 0018)
// The version active before the current one is active again (none left: the environment's own
// build); the rolled-back version leaves the rollout and its tenant pins. Live at once everywhere.
// Signs in like npm run release.
import { liveSummary, releaseClient, remoteName } from './lib/release-api.mjs';

async function main() {
  const remote = remoteName(process.argv[2]);
  const client = await releaseClient();
  const state = await client.call('rollback-release', { remote });
  console.log(`${remote} rolled back; it now serves:\n${liveSummary(state)}`);
}

main().catch((err) => {
  console.error(`release:rollback: ${err.message}`);
  process.exit(1);
});
