#!/usr/bin/env node
// npm run release -- <remote>   (issue 22, ADR 0018)
// Builds the remote into a temporary folder (apps/<remote>/dist, which npm start serves, is left
// alone), names the build by the hash of its files, copies it to the remotes store
// (REMOTES_STORE_DIR), and registers it with the running platform, which checks that the store
// holds exactly those files (ADR 0028) and the shell's contract first: a build that breaks either
// is refused with the reasons and removed again.
// Registering changes nothing live; `npm run release:activate` does. The last word printed is
// the version. Signs in like tenant:onboard: BS_RELEASE_TOKEN, BS_ADMIN_TOKEN or
// ADMIN_EMAIL/ADMIN_PASSWORD; BS_API_URL or PORT says where the platform runs.
// Options: --from <dir>  publish an existing build folder instead of building (CI artefacts, tests).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { REMOTE_DIRS, releaseClient, remoteName } from './lib/release-api.mjs';
import { buildRemote, commitOf, contentVersion, stage, storeDirOf, upload } from './lib/release-store.mjs';

const repo = resolve(fileURLToPath(new URL('..', import.meta.url)));

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { from: { type: 'string' } },
  });
  const remote = remoteName(positionals[0]);
  const client = await releaseClient();
  const commit = commitOf(repo);
  const work = values.from ? undefined : mkdtempSync(join(tmpdir(), `bs-release-${remote}-`));
  try {
    const build = values.from ? resolve(values.from) : work;
    if (!values.from) {
      console.log(`building ${remote} (apps/${REMOTE_DIRS[remote]}) ...`);
      buildRemote(repo, REMOTE_DIRS[remote], build, process.env.BS_RELEASE || commit?.label || 'local');
    }
    const { version, digest, size } = contentVersion(build);
    const manifest = JSON.parse(readFileSync(join(build, 'mf-manifest.json'), 'utf8'));
    const staged = stage(storeDirOf(process.env, repo), remote, version, build);
    try {
      await client.call('publish-release', {
        remote,
        version,
        ...(commit && { commit_sha: commit.sha.slice(0, 40) }),
        built_at: new Date().toISOString(),
        size_bytes: size,
        digest,
        manifest,
      });
    } catch (err) {
      staged.drop();
      throw err;
    }
    const dir = staged.dir;
    if (upload(process.env, dir, remote, version)) console.log(`uploaded ${dir}`);
    console.log(`published to ${dir} and registered with ${client.url} (nothing live changed)`);
    console.log(`next: npm run release:activate -- ${remote} ${version} [--tenant <slug>] [--percent N]`);
    console.log(`released ${remote} ${version}`);
  } finally {
    if (work) rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`release: ${err.message}`);
  process.exit(1);
});
