import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACADES, UNSHARED_PREFIX, facadeAliases } from '../shared-deps.mjs';

const repo = join(import.meta.dirname, '..', '..', '..');
const quote = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Names a facade re-exports, from its `export { ... } from '...'` statement. */
function facadeExports(source: string): { names: string[]; from: string } {
  const m = /export\s*\{([^}]*)\}\s*from\s*'([^']+)'/.exec(source);
  if (!m) throw new Error('no re-export found');
  const names = m[1]!
    .replace(/\/\/.*$/gm, '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return { names, from: m[2]! };
}

/** Value names a source file imports (or re-exports) from `pkg`; type-only imports do not count. */
function importedNames(source: string, pkg: string): string[] {
  const names: string[] = [];
  const named = new RegExp(`(import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${quote(pkg)}'`, 'g');
  for (const m of source.matchAll(named)) {
    if (m[2]) continue;
    for (const part of m[3]!.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0]!.trim());
    }
  }
  // A namespace or default import would reach names no check can see.
  if (new RegExp(`import\\s+(\\*\\s+as\\s+\\w+|\\w+)\\s*(,|from)[^;]*'${quote(pkg)}'`).test(source))
    names.push('<namespace or default import>');
  return names;
}

/** Folders whose code never goes through the federation's shared modules: test helpers (vitest
 * runs the real packages) and the server-painted landing's Node builds (ADR 0032). */
const NOT_FEDERATED = new Set(['node_modules', 'dist', 'testing', 'paint']);

/** Source files of every app and lib that a build bundles (tests run against the real package). */
function bundledSources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!NOT_FEDERATED.has(entry.name)) walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  for (const group of ['apps', 'libs'])
    for (const project of readdirSync(join(repo, group), { withFileTypes: true }))
      if (project.isDirectory() && project.name !== 'e2e' && project.name !== 'api') {
        try {
          walk(join(repo, group, project.name, 'src'));
        } catch {
          /* a project without src */
        }
      }
  return files;
}

describe('shared-package facades', () => {
  it('parses named, renamed and type-only imports', () => {
    const src = `import { Link, useNavigate as go, type To } from 'react-router';
import type { Location } from 'react-router';
export { Outlet } from 'react-router';
import { x } from 'react-router-dom';`;
    expect(importedNames(src, 'react-router')).toEqual(['Link', 'useNavigate', 'Outlet']);
    expect(importedNames(`import * as R from 'react-router';`, 'react-router')).toEqual([
      '<namespace or default import>',
    ]);
  });

  for (const [pkg, file] of Object.entries(FACADES)) {
    const { names, from } = facadeExports(readFileSync(file, 'utf8'));

    it(`${pkg}: the facade re-exports the real package, through the unshared alias`, async () => {
      expect(from).toBe(`${UNSHARED_PREFIX}${pkg}`);
      expect(facadeAliases()[`${UNSHARED_PREFIX}${pkg}$`]).toBe(pkg);
      const real = (await import(/* @vite-ignore */ pkg)) as Record<string, unknown>;
      for (const name of names) expect(real[name], `${pkg} exports ${name}`).toBeDefined();
    });

    it(`${pkg}: covers every name the apps and libs import from it`, () => {
      const missing: string[] = [];
      for (const path of bundledSources()) {
        for (const name of importedNames(readFileSync(path, 'utf8'), pkg))
          if (!names.includes(name)) missing.push(`${relative(repo, path)}: ${name}`);
      }
      // Add the name to libs/mf/facades (the shell's copy is what every remote gets).
      expect(missing).toEqual([]);
    });
  }
});
