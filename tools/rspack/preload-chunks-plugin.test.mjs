import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import { PreloadChunksPlugin, preloadTags } from './preload-chunks-plugin.mjs';

const dir = mkdtempSync(join(tmpdir(), 'bs-preload-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('PreloadChunksPlugin', () => {
  it('writes one preload per script and stylesheet, under the publicPath', () => {
    expect(preloadTags(['bootstrap.1a.js', 'bootstrap.2b.css', 'bootstrap.1a.js.map'], '/')).toBe(
      '<link rel="preload" as="script" href="/bootstrap.1a.js"><link rel="preload" as="style" href="/bootstrap.2b.css">',
    );
    expect(preloadTags(['x.js'], 'auto')).toBe('<link rel="preload" as="script" href="x.js">');
  });

  it("preloads a named async chunk in the page of a real build, and fails on a name it can't find", async () => {
    writeFileSync(join(dir, 'index.js'), 'import(/* webpackChunkName: "bootstrap" */ \'./boot.js\');\n');
    writeFileSync(join(dir, 'boot.js'), "document.title = 'booted';\n");
    const build = (names, template) =>
      new Promise((resolve, reject) =>
        rspack({
          mode: 'production',
          context: dir,
          entry: './index.js',
          output: { path: join(dir, 'dist'), publicPath: '/', chunkFilename: '[name].[contenthash:8].js' },
          plugins: [
            new rspack.HtmlRspackPlugin({
              ...(template && { template }),
              scriptLoading: 'defer',
              minify: false, // as the shell's build: its template's comment is the server's placeholder
            }),
            new PreloadChunksPlugin(names),
          ],
        }).run((err, stats) => (err ? reject(err) : resolve(stats))),
      );
    const ok = await build(['bootstrap']);
    expect(ok.hasErrors()).toBe(false);
    const html = readFileSync(join(dir, 'dist', 'index.html'), 'utf8');
    expect(html).toMatch(/<link rel="preload" as="script" href="\/bootstrap\.[0-9a-f]{8}\.js"><\/head>/);
    // main.js is asked for first and at high priority, before what the server writes per request.
    writeFileSync(
      join(dir, 'page.html'),
      '<!doctype html><html><head><!--bs:tenant--></head><body></body></html>',
    );
    const withPlaceholder = await build(['bootstrap'], join(dir, 'page.html'));
    expect(withPlaceholder.hasErrors()).toBe(false);
    const page = readFileSync(join(dir, 'dist', 'index.html'), 'utf8');
    expect(page).toMatch(
      /<script defer fetchpriority="high" src="\/main\.js"><\/script><link rel="preload" as="script" href="\/bootstrap\.[0-9a-f]{8}\.js"><!--bs:tenant--><\/head>/,
    );
    const missing = await build(['nope']).catch((e) => e);
    const failed = missing instanceof Error || missing.hasErrors();
    expect(failed).toBe(true);
  });
});
