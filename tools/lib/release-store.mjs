// The remotes store (issue 22, ADR 0018): each release is a folder <store>/<remote>/<version>/
// named after a hash of its files, so a version never changes meaning and is never overwritten.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join, relative } from 'node:path';

/** REMOTES_STORE_DIR, else <repo>/.data/remotes-store (the API's default too: apps/api config.ts). */
export const storeDirOf = (env, repo) => env.REMOTES_STORE_DIR || join(repo, '.data/remotes-store');

function filesOf(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(path);
    }
  };
  walk(dir);
  return out;
}

/**
 * The content hash of a build (file names and bytes, in a fixed order): the full SHA-256 the
 * registry checks the store against (ADR 0028), the version (its first 12 hex digits), and the
 * size in bytes. apps/api kernel/releases/release-files.ts computes the same digest.
 */
export function contentVersion(dir) {
  const hash = createHash('sha256');
  let size = 0;
  for (const file of filesOf(dir)) {
    const bytes = readFileSync(file);
    hash.update(relative(dir, file)).update('\0').update(bytes);
    size += bytes.length;
  }
  const digest = hash.digest('hex');
  return { version: digest.slice(0, 12), digest, size };
}

/** Builds `dir`'s remote into `out` (apps/<dir>/dist stays as it is: npm start keeps its local build). */
export function buildRemote(repo, dir, out, release) {
  const r = spawnSync('npx', ['rspack', 'build', '-c', `apps/${dir}/rspack.config.mjs`], {
    cwd: repo,
    env: { ...process.env, NODE_ENV: 'production', BS_OUT_DIR: out, BS_RELEASE: release },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (r.status !== 0) throw new Error(`the build of ${dir} failed:\n${r.stderr || r.stdout}`);
}

/** The git commit of the working tree (with -dirty when it has changes), or undefined outside git. */
export function commitOf(repo) {
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' });
  if (head.status !== 0) return undefined;
  const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: repo, encoding: 'utf8' }).stdout.trim();
  return { sha: head.stdout.trim(), label: `${head.stdout.trim().slice(0, 10)}${dirty ? '-dirty' : ''}` };
}

/**
 * Copies the build to <store>/<remote>/.incoming-<version> and moves it to its final name, where
 * the registry reads and hashes it before it registers the version (ADR 0028); a folder of that
 * name already holding the same bytes is kept as it is. Returns the folder and a `drop` that
 * removes it again when the registry refuses the version and this run created it.
 */
export function stage(store, remote, version, build) {
  const incoming = join(store, remote, `.incoming-${version}-${process.pid}`);
  const final = join(store, remote, version);
  mkdirSync(join(store, remote), { recursive: true });
  cpSync(build, incoming, { recursive: true });
  const created = !existsSync(final);
  if (created) renameSync(incoming, final);
  else rmSync(incoming, { recursive: true, force: true });
  return {
    dir: final,
    drop() {
      if (created) rmSync(final, { recursive: true, force: true });
    },
  };
}

/**
 * REMOTES_STORE_UPLOAD: a command that copies a published folder to the deployment's static host
 * or object store, with {dir}, {remote} and {version} filled in, e.g.
 * `aws s3 sync {dir} s3://bucket/releases/{remote}/{version} --cache-control max-age=31536000,immutable`.
 */
export function upload(env, dir, remote, version) {
  if (!env.REMOTES_STORE_UPLOAD) return false;
  const command = env.REMOTES_STORE_UPLOAD.replaceAll('{dir}', dir)
    .replaceAll('{remote}', remote)
    .replaceAll('{version}', version);
  const r = spawnSync(command, { shell: true, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`REMOTES_STORE_UPLOAD failed (${r.status}): ${command}`);
  return true;
}
