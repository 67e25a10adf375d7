#!/usr/bin/env node
// The server-painted landing's template (ADR 0032), written beside the shell's build as
// dist/landing-paint.json: the shell's layout (header, footer) and the shop's landing hero rendered
// by their real components in Node (paint-config.mjs builds them with each app's CSS-module
// naming), cut into markup with slots the API fills per tenant and language
// (apps/api/src/web/landing-paint.ts), plus the CSS of the hero, inlined by the API (the header's
// is in the shell's own stylesheet, already a <link> of the page).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { PAINT_OUT, paintConfig } from './paint-config.mjs';
import { carveTemplate } from './carve.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const shellDist = process.argv[2] ? resolve(process.argv[2]) : join(root, 'apps', 'shell', 'dist');
const LANGUAGES = ['en', 'es'];

const configs = [
  paintConfig({ name: 'shell', dir: join(root, 'apps', 'shell'), entry: './src/paint/paint-layout.tsx' }),
  paintConfig({ name: 'shop', dir: join(root, 'apps', 'shop'), entry: './src/paint/paint-hero.tsx' }),
];
await new Promise((done, fail) =>
  rspack(configs, (err, stats) => {
    if (err) return fail(err);
    if (stats?.hasErrors()) return fail(new Error(stats.toString({ all: false, errors: true })));
    done(undefined);
  }),
);
const load = (name) => import(`${pathToFileURL(join(PAINT_OUT, `${name}.paint.mjs`))}?${Date.now()}`);
const shell = await load('shell');
const shop = await load('shop');

const languages = {};
for (const lang of LANGUAGES) {
  const layouts = {};
  for (const v of shell.LAYOUT_VARIANTS) layouts[shell.layoutKey(v)] = await shell.paintLayout(lang, v);
  languages[lang] = carveTemplate({
    layouts,
    hero: { tagline: await shop.paintHero(lang, true), plain: await shop.paintHero(lang, false) },
    texts: shop.heroTexts(lang),
    categories: shell.categoryLabels(lang),
  });
}

// Comments out, whitespace collapsed: the hero's CSS goes into every landing page.
const css = readFileSync(join(PAINT_OUT, 'shop.paint.css'), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .replace(/\s*([{};:,>])\s*/g, '$1')
  .trim();

const out = join(shellDist, 'landing-paint.json');
writeFileSync(out, JSON.stringify({ version: 1, css, languages }));
console.log(`landing paint template: ${out} (${(readFileSync(out).length / 1024).toFixed(1)} kB)`);
