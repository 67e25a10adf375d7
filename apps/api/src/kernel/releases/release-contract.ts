import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES, SCREENS, isFederationManifest, type RemoteName } from '@bs/mf';

/**
 * The shell's contract with a remote build (ADR 0018), checked before a version is registered:
 * a build that breaks it would fail in every browser it reaches, so it is refused with the reason.
 *
 * - its federation name is the remote's (the shell loads `<name>/routes`);
 * - it exposes the module the route table loads (`./routes`);
 * - when the build names its screen chunks (`screen-<id>.*`, ADR 0008), it has one for every
 *   screen the route table gives the remote (builds that bundle screens together are not checked);
 * - it shares every singleton the shell provides, as a singleton, and the shell's version
 *   satisfies what the remote requires (loaded-first: the remote gets the shell's copy).
 */

type SharedEntry = { name: string; version?: string; singleton?: boolean; requiredVersion?: string };

/** The shell's shared singletons and their versions, from its build's mf-manifest.json. */
export type ShellShared = Map<string, string>;

export function readShellShared(shellDist: string | undefined): ShellShared | undefined {
  if (!shellDist) return undefined;
  try {
    const json = JSON.parse(readFileSync(join(shellDist, 'mf-manifest.json'), 'utf8')) as {
      shared?: SharedEntry[];
    };
    const out: ShellShared = new Map();
    for (const s of json.shared ?? []) if (s.singleton && s.version) out.set(s.name, s.version);
    return out;
  } catch {
    return undefined; // no shell build here: the structural checks still run
  }
}

const parse = (v: string) => {
  const m = /^(\d+)\.(\d+)\.(\d+)/.exec(v.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
};

/** Whether `version` satisfies `range` ("^x.y.z", "~x.y.z", "x.y.z", "*"); unknown forms pass. */
export function satisfies(version: string, range: string | undefined): boolean {
  if (!range || range === '*' || range === 'false') return true;
  const m = /^([~^]?)(\d+\.\d+\.\d+)/.exec(range.trim());
  const v = parse(version);
  if (!m || !v) return true;
  const [maj, min, pat] = parse(m[2]!)!;
  const notBelow = v[0] !== maj ? v[0] > maj : v[1] !== min ? v[1] > min : v[2] >= pat;
  if (m[1] === '^') {
    if (maj > 0) return v[0] === maj && notBelow;
    if (min > 0) return v[0] === 0 && v[1] === min && notBelow;
    return v[0] === 0 && v[1] === 0 && v[2] === pat;
  }
  if (m[1] === '~') return v[0] === maj && v[1] === min && v[2] >= pat;
  return v[0] === maj && v[1] === min && v[2] === pat;
}

/** The reasons `manifest` breaks the shell's contract for `remote` (empty: it keeps it). */
export function contractProblems(remote: RemoteName, manifest: unknown, shell?: ShellShared): string[] {
  if (!isFederationManifest(manifest))
    return ['The build has no readable mf-manifest.json (metaData.remoteEntry and exposes are required).'];
  const problems: string[] = [];
  const m = manifest as typeof manifest & { metaData: { name?: string }; shared?: SharedEntry[] };
  if (m.metaData.name !== remote)
    problems.push(`The federation name is "${String(m.metaData.name)}", the shell loads "${remote}".`);
  const exposed = REMOTES[remote].exposed;
  const routes = m.exposes.find((e) => e.path === exposed);
  if (!routes) problems.push(`The build does not expose ${exposed}, the module the shell loads.`);
  else {
    const files = [...routes.assets.js.sync, ...routes.assets.js.async].map((f) => f.split('/').pop()!);
    const namesScreens = files.some((f) => f.startsWith('screen-'));
    for (const screen of namesScreens ? SCREENS[remote] : [])
      if (!files.some((f) => f.startsWith(`screen-${screen}.`)))
        problems.push(`${exposed} has no chunk for the screen "${screen}" of the route table.`);
  }
  const shared = new Map((m.shared ?? []).map((s) => [s.name, s]));
  for (const [name, version] of shell ?? []) {
    const s = shared.get(name);
    if (!s) problems.push(`${name} is not shared: the remote would run its own copy beside the shell's.`);
    else if (!s.singleton) problems.push(`${name} is shared but not as a singleton.`);
    else if (!satisfies(version, s.requiredVersion))
      problems.push(`${name}: the remote requires ${s.requiredVersion}, the shell provides ${version}.`);
  }
  return problems;
}
