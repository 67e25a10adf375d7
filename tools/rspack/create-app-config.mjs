// One rspack config for the shell and every remote (DESIGN §2). Each app's rspack.config.mjs is a
// single call; everything a newcomer needs to know about the build is in this file.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  facadeAliases,
  SHARE_STRATEGY,
  sharedDependencies,
  sharedPackageDirs,
} from '../../libs/mf/shared-deps.mjs';
import { bundlerRuntimeFromShell, mfRuntimeEsmAliases, PROVIDE_TO_REMOTES } from './mf-runtime-esm.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { PreloadChunksPlugin } from './preload-chunks-plugin.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const require = createRequire(join(root, 'package.json'));
const API_ORIGIN = process.env.BS_API_ORIGIN || 'http://localhost:4200';
/** Browsers we ship to: evergreen, as the shell's own syntax (optional chaining, class fields) needs. */
const TARGETS = ['chrome >= 109', 'edge >= 109', 'firefox >= 115', 'safari >= 15.4'];
/** Modules of the shared packages (and their dependencies): see splitChunks below. */
const SHARED_CODE = new RegExp(
  `^(${sharedPackageDirs()
    .map((d) => d.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})`,
);

/**
 * react-router publishes a production build beside its development one (dist/production, the same
 * code without its developer warnings and "Hey developer" error screen) but its package exports
 * name only the development build. A production build of ours takes the production one: the
 * facade (libs/mf/facades/react-router.mjs) imports the package under '@bs/unshared/react-router'.
 */
function reactRouterProductionAlias() {
  const dev = require.resolve('react-router');
  const prod = dev.replace(`${join('dist', 'development')}`, join('dist', 'production'));
  return prod === dev ? {} : { '@bs/unshared/react-router$': prod };
}

/** The page of a remote's standalone harness (the theme fallbacks come with libs/ui's harness). */
const standalonePage = (name) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${name} (standalone) · Benefit Store</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * @param {object} options
 * @param {string} options.name   federation name: shell, shop, cart_quote, enrollment_wizard, member_admin,
 *                                platform_admin
 * @param {string} options.dir    the app folder (import.meta.dirname of its rspack.config.mjs)
 * @param {number} options.port   dev server port
 * @param {Record<string,string>} [options.exposes]
 * @param {boolean} [options.isHost]
 * @param {Record<string, () => unknown>} [options.devJson] JSON answered by the dev server itself (the shell's dev remotes.json)
 * @param {Record<string, object>} [options.cacheGroups] an app's own splitChunks groups (the wizard's step kit)
 */
export function createAppConfig({
  name,
  dir,
  port,
  exposes,
  isHost = false,
  devJson = {},
  cacheGroups = {},
}) {
  const dev = process.env.NODE_ENV === 'development';
  const release = process.env.BS_RELEASE || 'dev';
  const sourceMaps = process.env.BS_SOURCEMAP === '1';
  const shareRuntime = !dev && process.env.BS_EMBED_MF_RUNTIME !== '1';

  /** @type {import('@rspack/core').Configuration} */
  return {
    name,
    context: dir,
    mode: dev ? 'development' : 'production',
    target: 'web',
    entry: { main: './src/index.ts' },
    devtool: dev ? 'cheap-module-source-map' : sourceMaps ? 'hidden-source-map' : false,
    lazyCompilation: false, // the federation runtime must see every exposed and shared module
    output: {
      // BS_OUT_DIR builds a release elsewhere (a redeploy to a new URL) without touching dist/.
      path: process.env.BS_OUT_DIR ? resolve(process.env.BS_OUT_DIR) : join(dir, 'dist'),
      // The shell is always served at the site root; remotes may live on any path or CDN.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: `bs_${name}`,
      filename: dev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
      cssFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
      cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:10].css',
      assetModuleFilename: 'media/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      // Workspace libs are TS sources behind node_modules symlinks; resolve to real paths (one copy).
      symlinks: true,
      // Facades of shared packages (libs/mf/facades) reach the real package under this alias.
      // ...and the federation runtime resolves to its ES module builds (mf-runtime-esm.mjs).
      alias: {
        ...facadeAliases(),
        ...mfRuntimeEsmAliases(root),
        ...(dev ? {} : reactRouterProductionAlias()),
      },
    },
    module: {
      parser: { 'css/module': { namedExports: false } },
      generator: {
        'css/module': {
          localIdentName: dev ? '[name]__[local]--[hash:6]' : `bs-${name}-[hash:8]`,
          exportsConvention: 'as-is',
        },
      },
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: dev } },
            },
            env: { targets: TARGETS },
          },
        },
        // What of react-router the store can never run goes (react-router-loader.mjs).
        {
          test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/,
          loader: join(import.meta.dirname, 'react-router-loader.mjs'),
        },
        { test: /\.module\.css$/i, type: 'css/module' },
        { test: /\.css$/i, exclude: /\.module\.css$/i, type: 'css' },
        {
          test: /\.(svg|png|jpe?g|gif|webp|woff2?)$/i,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
        },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        // The shell's page carries the tenant placeholder; a remote's page is only its standalone harness.
        ...(isHost
          ? { template: join(dir, 'public', 'index.html') }
          : { templateContent: standalonePage(name) }),
        minify: false,
        scriptLoading: 'defer',
      }),
      new rspack.DefinePlugin({
        'process.env.API_BASIC_AUTH': JSON.stringify(
          process.env.API_BASIC_AUTH || 'benefit-store-web:public',
        ),
        'process.env.BS_RELEASE': JSON.stringify(release),
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        // The shell registers remotes at run time from /remotes.json (ADR 0001): none at build time.
        remotes: {},
        // The shell always provides the singletons it starts with (loaded-first): eager puts them in
        // its entry chunk instead of a dozen async chunks fetched only after main.js ran (ADR 0008).
        shared: isHost
          ? Object.fromEntries(
              Object.entries(sharedDependencies()).map(([k, v]) => [k, { ...v, eager: true }]),
            )
          : sharedDependencies(),
        shareStrategy: SHARE_STRATEGY,
        manifest: true,
        dts: false,
        runtimePlugins: isHost ? [require.resolve('@bs/mf/runtime-plugin'), PROVIDE_TO_REMOTES] : [],
        // One federation runtime per page: the shell provides runtime-core to the remotes, saving
        // ~34 kB gzip per remoteEntry, through its own runtime plugin (PROVIDE_TO_REMOTES, which
        // hands over only what remotes use, and the bundler runtime's functions). Dev builds keep
        // it embedded so every remote also runs standalone (its dev server harness);
        // BS_EMBED_MF_RUNTIME=1 does the same for a build.
        experiments: {
          ...(isHost ? {} : { externalRuntime: shareRuntime }),
          // The shell's entry starts once the federation runtime has set up the shared modules, so
          // its code needs no async boundary chunk of its own: one script fewer before the first
          // screen (ADR 0032). Remotes are started by the shell and keep their synchronous entry.
          ...(isHost && { asyncStartup: true }),
          // Browser-only builds: the runtime's Node loaders go; a remote never loads remotes itself
          // (the shell does), so its bundler runtime drops the remote-loading code (ADR 0008).
          optimization: { target: 'web', disableRemote: !isHost },
        },
      }),
      // The shell's page asks for main.js first, at high priority (no async chunk to preload since
      // asyncStartup replaced the 'bootstrap' boundary).
      ...(isHost ? [new PreloadChunksPlugin([])] : []),
      // A remote sharing the shell's runtime-core also takes the bundler runtime's functions from
      // it (mf-runtime-esm.mjs): about 4 kB gzip less in each remoteEntry.js (ADR 0032).
      ...(!isHost && shareRuntime ? [bundlerRuntimeFromShell(rspack)] : []),
      ...(dev ? [] : [new PrecompressPlugin()]),
    ],
    optimization: {
      minimize: !dev,
      // One async chunk per lazy screen, holding everything that screen needs: loading a remote
      // on first navigation is remoteEntry.js, its exposed module and one screen chunk (ADR 0008).
      // The only split: a remote's own copies of the shared packages (its fallbacks, loaded when it
      // runs standalone), grouped so that two fallbacks never carry the same module twice.
      // Entry chunks (main.js, remoteEntry.js) stay self-contained, as federation needs.
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          default: false,
          defaultVendors: false,
          sharedFallbacks: { test: SHARED_CODE, minChunks: 2, reuseExistingChunk: true },
          ...cacheGroups,
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port,
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      // Remotes are fetched cross-origin by the shell's dev server page.
      headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' },
      client: { overlay: { errors: true, warnings: false } },
      proxy: [
        {
          context: ['/api', '/tenant-assets', '/assets', '/remotes.json'].filter((p) => !(p in devJson)),
          target: API_ORIGIN,
          changeOrigin: true,
        },
      ],
      setupMiddlewares: (middlewares) => [
        ...Object.entries(devJson).map(([path, body]) => ({
          name: `bs-dev-json${path}`,
          path,
          middleware: (_req, res) => {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-store');
            res.end(JSON.stringify(body()));
          },
        })),
        ...middlewares,
      ],
    },
  };
}

/** Dev-server URLs of the remotes, for the shell's dev remotes.json (tools/dev.mjs). */
export const DEV_REMOTES = {
  shop: 'http://localhost:4201/mf-manifest.json',
  cart_quote: 'http://localhost:4202/mf-manifest.json',
  enrollment_wizard: 'http://localhost:4203/mf-manifest.json',
  member_admin: 'http://localhost:4204/mf-manifest.json',
  platform_admin: 'http://localhost:4205/mf-manifest.json',
};
