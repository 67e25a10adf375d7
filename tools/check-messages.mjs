#!/usr/bin/env node
// `npm test` step: message keys complete in English and Spanish, none unused, and no component
// that renders a literal user-visible string. Usage: node tools/check-messages.mjs
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flatten, literalStrings, missingKeys, unusedKeys } from './lib/messages.mjs';

const repo = resolve(fileURLToPath(new URL('..', import.meta.url)));
const WEB_ROOTS = [
  'apps/shell',
  'apps/shop',
  'apps/cart-quote',
  'apps/enrollment-wizard',
  'apps/member-admin',
  'apps/platform-admin',
  'libs/ui',
  'libs/reports',
  'libs/change-history',
  'libs/api-client',
  'libs/i18n',
  'libs/mf',
];
const isTest = (f) => /\.(test|spec)\.tsx?$/.test(f) || /\/(test|testing|standalone)\//.test(f);

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      if (!['node_modules', 'dist'].includes(e.name)) walk(p, out);
    } else out.push(p);
  }
  return out;
}

const problems = [];
const sourceFiles = WEB_ROOTS.flatMap((r) => walk(join(repo, r, 'src'))).filter(
  (f) => /\.tsx?$/.test(f) && !isTest(f),
);
const sources = sourceFiles.map((f) => readFileSync(f, 'utf8'));

// Each root's src/i18n, plus any feature's own i18n folder (a namespace loaded with that
// feature's chunk only, e.g. the shop's compare texts kept off the landing path).
const messageDirs = (root) =>
  walk(join(repo, root, 'src'))
    .filter((f) => /\/i18n\/en\.json$/.test(f))
    .map((f) => f.slice(0, -'/en.json'.length));

let namespaces = 0;
for (const root of WEB_ROOTS)
  for (const dir of messageDirs(root)) {
    namespaces++;
    const ns = /defineMessages\(\s*'([\w-]+)'/.exec(readFileSync(join(dir, 'messages.ts'), 'utf8'))?.[1];
    if (!ns) {
      problems.push(`${relative(repo, dir)}/messages.ts: no defineMessages('<namespace>', ...)`);
      continue;
    }
    const en = flatten(JSON.parse(readFileSync(join(dir, 'en.json'), 'utf8')));
    const es = flatten(JSON.parse(readFileSync(join(dir, 'es.json'), 'utf8')));
    const { missingInEs, missingInEn, emptyInEs } = missingKeys(en, es);
    for (const k of missingInEs) problems.push(`${root}: "${ns}:${k}" has no Spanish text (es.json)`);
    for (const k of missingInEn) problems.push(`${root}: "${ns}:${k}" is in es.json but not in en.json`);
    for (const k of emptyInEs) problems.push(`${root}: "${ns}:${k}" is empty in es.json`);
    for (const k of unusedKeys(ns, Object.keys(en), sources))
      problems.push(`${root}: "${ns}:${k}" is not used by any source file`);
  }

for (const [i, file] of sourceFiles.entries()) {
  if (!file.endsWith('.tsx')) continue;
  for (const { line, text } of literalStrings(file, sources[i]))
    problems.push(`${relative(repo, file)}:${line}: literal text "${text}" (use t() from @bs/i18n)`);
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} message problem(s).`);
  process.exit(1);
}
console.log(
  `Messages: ${namespaces} namespaces complete in English and Spanish; ${sourceFiles.length} source files have no literal text.`,
);
