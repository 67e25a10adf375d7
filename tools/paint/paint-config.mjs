// The Node builds of the server-painted landing (ADR 0032). Each app's paint entry is compiled
// with that app's own module rules, CSS-module naming and uniqueName (from createAppConfig), so
// the class names in the painted markup are the ones its browser build gives the same files.
// Output: an ES module to import at build time and the CSS of what it renders (inlined by the API).
import { join, resolve } from 'node:path';
import { rspack } from '@rspack/core';
import { createAppConfig } from '../rspack/create-app-config.mjs';

const root = resolve(import.meta.dirname, '..', '..');
/** Where the paint builds go: build-time only, never served. */
export const PAINT_OUT = join(root, 'node_modules', '.cache', 'bs-paint');

/**
 * @param {{ name: string, dir: string, entry: string }} app the federation name, the app's folder
 *   and its paint entry (relative to the app's folder)
 * @returns {import('@rspack/core').Configuration}
 */
export function paintConfig({ name, dir, entry }) {
  const web = createAppConfig({ name, dir, port: 0 });
  return {
    name: `${name}-paint`,
    context: web.context,
    mode: 'production',
    target: 'node',
    entry: { [name]: [join(import.meta.dirname, 'node-storage.mjs'), entry] },
    devtool: false,
    output: {
      path: PAINT_OUT,
      uniqueName: web.output.uniqueName,
      filename: '[name].paint.mjs',
      cssFilename: '[name].paint.css',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      clean: false,
    },
    experiments: { outputModule: true, css: true },
    resolve: web.resolve,
    module: {
      ...web.module,
      // A Node build keeps only the class-name maps of CSS by default: the CSS itself is wanted.
      generator: {
        'css/module': { ...web.module.generator['css/module'], exportsOnly: false },
        css: { exportsOnly: false },
      },
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.API_BASIC_AUTH': JSON.stringify('paint'),
        'process.env.BS_RELEASE': JSON.stringify('paint'),
      }),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
}
