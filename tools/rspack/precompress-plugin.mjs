// Writes brotli and gzip copies beside every text asset of a production build, so static hosting
// (the API's web plugin, tools/serve-static.mjs, a CDN) sends them compressed with no CPU per request.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const br = promisify(brotliCompress);
const gz = promisify(gzip);
const TEXT = /\.(js|mjs|css|html|json|svg|txt|map)$/i;
/** Below this a compressed copy saves less than its headers cost. */
export const MIN_BYTES = 1024;

export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const out = compilation.outputOptions.path;
      const files = Object.keys(compilation.assets).filter((f) => TEXT.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(out, file);
          const data = await readFile(path).catch(() => null);
          if (!data || data.length < MIN_BYTES) return;
          const [b, g] = await Promise.all([
            br(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gz(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, b), writeFile(`${path}.gz`, g)]);
        }),
      );
    });
  }
}
