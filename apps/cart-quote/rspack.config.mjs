import { createAppConfig } from '../../tools/rspack/create-app-config.mjs';

// Remote `cart_quote`: exposes its route module; the shell maps paths to its screens (libs/mf route table).
export default createAppConfig({
  name: 'cart_quote',
  dir: import.meta.dirname,
  port: 4202,
  exposes: { './routes': './src/routes.tsx' },
});
