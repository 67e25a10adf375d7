// Adds <link rel="preload"> for named async chunks to the page HtmlRspackPlugin writes. The
// shell's page names only main.js; its `bootstrap` chunk (the async boundary, ADR 0001) would be
// requested only once main.js has run. Preloaded, it downloads beside main.js (ADR 0008).
// main.js itself is the first and largest file the page needs: its script is marked
// fetchpriority="high" (a deferred script is otherwise fetched at Low), and the page's own tags
// come before the server's per-request head (the tenant placeholder, where the API writes its
// preloads of the route's remote), so the browser asks for main.js first (ADR 0032).
export const TENANT_PLACEHOLDER = '<!--bs:tenant-->';
import { rspack } from '@rspack/core';

/** The <link> tags for every file of the named chunks, under the build's publicPath. */
export function preloadTags(chunkFiles, publicPath) {
  const base = publicPath === 'auto' ? '' : publicPath;
  return chunkFiles
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => `<link rel="preload" as="${f.endsWith('.css') ? 'style' : 'script'}" href="${base}${f}">`)
    .join('');
}

export class PreloadChunksPlugin {
  /** @param {string[]} names webpackChunkName of the chunks to preload */
  constructor(names) {
    this.names = names;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      const hooks = rspack.HtmlRspackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTags.tapPromise('PreloadChunksPlugin', async (data) => {
        for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
        return data;
      });
      hooks.beforeEmit.tapPromise('PreloadChunksPlugin', async (data) => {
        const files = [];
        for (const name of this.names) {
          const chunk = compilation.namedChunks.get(name);
          if (!chunk) throw new Error(`PreloadChunksPlugin: no chunk named "${name}"`);
          files.push(...chunk.files);
        }
        const tags = preloadTags(files.sort(), compilation.outputOptions.publicPath);
        const server = data.html.includes(TENANT_PLACEHOLDER) ? TENANT_PLACEHOLDER : '';
        data.html = data.html
          .replace(TENANT_PLACEHOLDER, '')
          .replace(/<\/head>/i, () => `${tags}${server}</head>`);
        return data;
      });
    });
  }
}
