import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { API_PORT, REMOTES_STORE_DIR, REPO } from './servers';
import { DEMO } from './sign-in';

const run = promisify(execFile);

/** The release commands as a team or CI runs them against the journeys' platform (ADR 0018). */
export async function releaseCommand(script: string, args: string[], env: Record<string, string> = {}) {
  const { stdout } = await run('node', [`tools/${script}.mjs`, ...args], {
    cwd: REPO,
    env: {
      ...process.env,
      BS_API_URL: `http://127.0.0.1:${API_PORT}`,
      REMOTES_STORE_DIR,
      ADMIN_EMAIL: DEMO.admin.email,
      ADMIN_PASSWORD: DEMO.admin.password,
      ...env,
    },
    timeout: 180_000,
  });
  return stdout;
}

/** `npm run release -- <remote> ...`: the version is the last word of the last line. */
export async function release(remote: string, args: string[] = [], env: Record<string, string> = {}) {
  const out = await releaseCommand('release', [remote, ...args], env);
  return out.trim().split('\n').at(-1)!.trim().split(/\s+/).at(-1)!;
}

/** Leaves `remote` on the environment's build (later journeys expect it): rollbacks until none is left. */
export async function backToEnvironmentBuild(remote: string) {
  for (let i = 0; i < 10; i++) {
    try {
      await releaseCommand('release-rollback', [remote]);
    } catch {
      return; // "no earlier version to roll back to"
    }
  }
}
