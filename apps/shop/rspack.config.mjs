import { createAppConfig } from '../../tools/rspack/create-app-config.mjs';

// Remote `shop`: exposes its route module; the shell maps paths to its screens (libs/mf route table).
export default createAppConfig({
  name: 'shop',
  dir: import.meta.dirname,
  port: 4201,
  exposes: { './routes': './src/routes.tsx' },
});
