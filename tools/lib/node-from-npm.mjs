/**
 * Another Node major without installing it system-wide: npm's `node` package ships the Node binary
 * itself, so `npm exec --package=node@<major>` fetches it once into npm's cache and answers the
 * binary's path. `.ci/run` puts its directory first on PATH (every child then runs on it) and
 * `tools/test-on-node.mjs` runs the unit and API tests with it.
 */
import { spawnSync } from 'node:child_process';

/** `{ version, node }` of node@<major> from npm (the binary's path), or `{ problem }` saying why not. */
export function nodeFromNpm(major, cwd) {
  const found = spawnSync(
    'npm',
    [
      'exec',
      '--yes',
      `--package=node@${major}`,
      '--',
      'node',
      '-p',
      'JSON.stringify([process.version, process.execPath])',
    ],
    { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let version, node;
  try {
    [version, node] = JSON.parse(found.stdout.trim().split('\n').pop());
  } catch {
    // reported below
  }
  if (found.status !== 0 || !node || !version?.startsWith(`v${major}.`))
    return {
      problem: `Could not get Node ${major} from npm (npm exec --package=node@${major}): ${found.stdout ?? ''}`,
    };
  return { version, node };
}
