/**
 * The calls budget (issue 27, ADR 0030): for every call in libs/contract/src/routes.ts, the
 * production source files of the API and the contract that name its wire name, plus its handler's
 * file. A call written in its module's table, its contract module and its handler names 3 files;
 * every central table that names it again adds one. routes.ts is excepted: the browser needs it
 * zod-free (ADR 0003).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const MAX_FILES = 4;
export const MAX_MEDIAN = 3;

const ROUTES = 'libs/contract/src/routes.ts';
const ROOTS = ['apps/api/src', 'libs/contract/src'];

function walk(dir, files = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, files);
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(name) && !/\.(test|spec)\.|\.d\.ts$/.test(name)) files.push(path);
  }
  return files;
}

/** The wire names of routes.ts, in its order: one per line, in its type, its list or its table. */
export function callNames(routesSource) {
  return [...routesSource.matchAll(/^\s+(?:\| )?'([A-Za-z][\w-]*)'(?:,|;|: \{ method:|$)/gm)].map(
    (m) => m[1],
  );
}

/**
 * Whether `source` names `call` in code: the whole wire name in a string or template literal or as
 * a path segment ('save-enrollment', `/direct-continue/${id}`). Prose in comments does not count:
 * "sign-in" is also an English word, and a comment is not a place a change must be made.
 */
export function names(source, call) {
  const escaped = call.replace(/-/g, '\\-');
  return new RegExp(`(?<=['"\`/])${escaped}(?=['"\`/?])`).test(source);
}

/**
 * Per call, the files that name it (relative to `repo`, sorted), plus its handler file
 * (modules/<module>/<call>.handler.ts).
 * @param {string} repo the repository root
 */
export function callFiles(repo) {
  const files = ROOTS.flatMap((root) => walk(join(repo, root)))
    .map((path) => ({ rel: relative(repo, path).split(sep).join('/'), text: readFileSync(path, 'utf8') }))
    .filter(({ rel }) => rel !== ROUTES);
  const calls = callNames(readFileSync(join(repo, ROUTES), 'utf8'));
  const handlerOf = new Map(
    files
      .map(({ rel }) => rel.match(/^apps\/api\/src\/modules\/[^/]+\/(.+)\.handler\.ts$/))
      .filter(Boolean)
      .map((m) => [m[1], m[0]]),
  );
  // One scan per file: every word written right after a quote, backtick or slash (see names()).
  const written = files.map(({ rel, text }) => ({
    rel,
    words: new Set([...text.matchAll(/(?<=['"`/])([A-Za-z][\w-]*)(?=['"`/?])/g)].map((m) => m[1])),
  }));
  return calls.map((call) => {
    const named = new Set(written.filter(({ words }) => words.has(call)).map(({ rel }) => rel));
    if (handlerOf.has(call)) named.add(handlerOf.get(call));
    return { call, files: [...named].sort() };
  });
}

/** Median and max of the counts, and the widest calls first. */
export function budget(perCall) {
  const counts = perCall.map((c) => c.files.length).sort((a, b) => a - b);
  const mid = Math.floor(counts.length / 2);
  const median = counts.length % 2 ? counts[mid] : (counts[mid - 1] + counts[mid]) / 2;
  const widest = [...perCall].sort((a, b) => b.files.length - a.files.length || a.call.localeCompare(b.call));
  return { calls: counts.length, median, max: counts[counts.length - 1] ?? 0, widest };
}
