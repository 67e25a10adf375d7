/**
 * The layers of apps/api/src (ADR 0016) and the folder-to-folder import graph they are checked on.
 * A file's layer comes from where it lives:
 *   root (main.ts, app.ts, calls.ts, ...) > seed > modules/<feature> > kernel > platform
 *   (db, http, i18n, web, tenants, types, config.ts, paths.ts).
 * A file may import its own folder's files and any lower layer, never a higher one, never another
 * feature module, and no set of folders may import each other in a circle. The demo seed sits
 * above the features (ADR 0030): production code never takes anything from it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export const LAYERS = ['platform', 'kernel', 'feature', 'seed', 'root'];
const PLATFORM_DIRS = ['db', 'http', 'i18n', 'web', 'tenants', 'types'];

/** @param {string} file path relative to src, with forward slashes */
export function layerOf(file) {
  const [top, second] = file.split('/');
  if (!file.includes('/')) return ['config.ts', 'paths.ts'].includes(file) ? 'platform' : 'root';
  if (PLATFORM_DIRS.includes(top)) return 'platform';
  if (top === 'kernel') return 'kernel';
  if (top === 'seed') return 'seed';
  if (top === 'modules') return second && file.split('/').length > 2 ? 'feature' : 'root';
  return 'root';
}

/** The unit the rules talk about: a feature module, or otherwise the file's folder. */
export function folderOf(file) {
  const parts = file.split('/');
  // config.ts and paths.ts are platform files of their own; the other top-level files are the root.
  if (parts.length === 1) return layerOf(file) === 'platform' ? file : '.';
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.slice(0, -1).join('/');
}

const IMPORT_RE = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Relative import specifiers of a TypeScript source (type-only imports included: they bind too). */
export function importsOf(source) {
  const out = [];
  for (const m of source.matchAll(IMPORT_RE)) out.push(m[1]);
  return out;
}

function walk(dir, files = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, files);
    else if (/\.(ts|mts|tsx)$/.test(name) && !name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/** The file an import specifier names: x.js -> x.ts, x -> x.ts or x/index.ts. */
function resolveSource(target) {
  const bare = target.replace(/\.js$/, '');
  for (const candidate of [`${bare}.ts`, `${bare}.tsx`, join(bare, 'index.ts'), target])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return `${bare}.ts`;
}

/**
 * Every relative import between files of `srcDir`, as { from, to } paths relative to srcDir.
 * @param {string} srcDir
 * @param {{ tests?: boolean }} [opts] whether *.test.ts files count (they do for the check)
 */
export function fileImports(srcDir, { tests = true } = {}) {
  const edges = [];
  for (const path of walk(srcDir)) {
    if (!tests && /\.test\.tsx?$/.test(path)) continue;
    const from = relative(srcDir, path).split(sep).join('/');
    for (const spec of importsOf(readFileSync(path, 'utf8'))) {
      const to = relative(srcDir, resolveSource(resolve(dirname(path), spec)))
        .split(sep)
        .join('/');
      if (to.startsWith('..')) continue;
      edges.push({ from, to });
    }
  }
  return edges;
}

/** Folder-to-folder arrows: Map "a -> b" => example file import. */
export function folderArrows(edges) {
  const arrows = new Map();
  for (const { from, to } of edges) {
    const [a, b] = [folderOf(from), folderOf(to)];
    if (a === b) continue;
    const key = `${a} -> ${b}`;
    if (!arrows.has(key)) arrows.set(key, { a, b, example: `${from} imports ${to}` });
  }
  return arrows;
}

const rank = (file) => LAYERS.indexOf(layerOf(file));

/** Strongly connected folder sets of more than one folder (Tarjan). */
export function circles(arrows) {
  const next = new Map();
  for (const { a, b } of arrows.values()) {
    if (!next.has(a)) next.set(a, []);
    next.get(a).push(b);
  }
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of next.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const set = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        set.push(w);
      } while (w !== v);
      if (set.length > 1) out.push(set.sort());
    }
  };
  for (const v of next.keys()) if (!idx.has(v)) visit(v);
  return out;
}

const isTest = (file) => /\.test\.tsx?$/.test(file);

/**
 * The layer rule on a list of file imports. A test is a leaf nothing imports, so it may also
 * build the app from the root (app.ts) and read the demo seed; otherwise it follows the rule of the
 * folder it sits in.
 * @returns {string[]} one readable line per broken rule, naming the file and the rule
 */
export function checkLayers(edges) {
  const problems = [];
  // Folder arrows already reported as upward or feature -> feature: fixing that line breaks any
  // circle through it, so the circle is not reported again (a 30-folder list helps nobody).
  const reported = new Set();
  for (const { from, to } of edges) {
    const [fa, fb] = [folderOf(from), folderOf(to)];
    if (fa === fb) continue;
    if (isTest(from) && ['root', 'seed'].includes(layerOf(to))) continue;
    const broken = rank(to) > rank(from) || (layerOf(from) === 'feature' && layerOf(to) === 'feature');
    if (broken && !isTest(from)) reported.add(`${fa} -> ${fb}`);
    if (rank(to) > rank(from)) {
      problems.push(
        `apps/api/src/${from} imports ${to}: the ${layerOf(from)} layer may not import the ${layerOf(to)} layer above it (ADR 0016)`,
      );
    } else if (layerOf(from) === 'feature' && layerOf(to) === 'feature') {
      problems.push(
        `apps/api/src/${from} imports ${to}: a feature module never imports another feature module (${fb}); move the shared piece to kernel/ (ADR 0016)`,
      );
    }
  }
  const production = edges.filter(({ from }) => !isTest(from));
  const arrows = folderArrows(production);
  for (const set of circles(arrows)) {
    const inSet = new Set(set);
    const inside = [...arrows].filter(([, { a, b }]) => inSet.has(a) && inSet.has(b));
    if (inside.some(([key]) => reported.has(key))) continue;
    // The arrows that close the circle are those that do not point down a layer; name a few.
    const closing = [...arrows.values()]
      .filter(({ a, b }) => inSet.has(a) && inSet.has(b))
      .filter((x) => rank(x.example.split(' imports ')[1]) >= rank(x.example.split(' imports ')[0]))
      .map((x) => `apps/api/src/${x.example}`);
    const shown =
      closing.slice(0, 3).join('; ') + (closing.length > 3 ? `; and ${closing.length - 3} more` : '');
    const folders = set.slice(0, 6).join(', ') + (set.length > 6 ? ` and ${set.length - 6} more` : '');
    problems.push(`import circle between the folders ${folders}: ${shown} (ADR 0016)`);
  }
  const fileArrows = new Map(production.map(({ from, to }) => [`${from} -> ${to}`, { a: from, b: to }]));
  for (const set of circles(fileArrows)) {
    // Folder circles are reported above; this catches circles inside one folder.
    if (new Set(set.map(folderOf)).size > 1) continue;
    problems.push(`import circle between the files apps/api/src/${set.join(', apps/api/src/')} (ADR 0016)`);
  }
  return problems;
}

/** Counts for the report: total arrows, upward pairs, two-way pairs, sibling-feature pairs. */
export function summarize(edges) {
  const arrows = folderArrows(edges);
  const folderRank = new Map();
  for (const { from, to } of edges) {
    folderRank.set(folderOf(from), rank(from));
    folderRank.set(folderOf(to), rank(to));
  }
  const upward = [...arrows.values()].filter(({ a, b }) => folderRank.get(b) > folderRank.get(a));
  const sibling = [...arrows.values()].filter(
    ({ a, b }) => a.startsWith('modules/') && b.startsWith('modules/'),
  );
  const twoWay = [...arrows.values()].filter(({ a, b }) => a < b && arrows.has(`${b} -> ${a}`));
  const layer = new Map([...folderRank].map(([f, r]) => [f, LAYERS[r]]));
  return { arrows, layer, upward, twoWay, sibling, circles: circles(arrows) };
}
