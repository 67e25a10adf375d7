// Bundles src/main.ts into dist/main.js, the upload worker into dist/upload-worker.js, and the
// commands src/data-key-rotate.ts (key rotation) and src/edi-open.ts (opens a sealed drop file)
// into dist/ (run in the image, where tsx is not installed). Workspace libs (@bs/*)
// are TypeScript sources, so they are bundled; every other bare import stays external and is
// loaded from node_modules at run time.
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    main: join(root, 'src/main.ts'),
    'data-key-rotate': join(root, 'src/data-key-rotate.ts'),
    // The upload worker thread's entry (kernel/workers/upload-pool.ts finds it beside main.js).
    'upload-worker': join(root, 'src/upload-worker.ts'),
    'edi-open': join(root, 'src/edi-open.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@bs/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
// Migrations are read from disk next to the bundle (src/db/migrate.ts looks in ./migrations first).
cpSync(join(root, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
// The demo FedACH routing directory the seed loads (kernel/payment/routing-directory.ts looks in ./routing).
cpSync(join(root, 'src/seed/routing'), join(dist, 'routing'), { recursive: true });
console.log('built apps/api/dist/main.js');
