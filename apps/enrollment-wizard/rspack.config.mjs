import { createAppConfig } from '../../tools/rspack/create-app-config.mjs';

// Remote `enrollment_wizard`: exposes its route module; the shell maps paths to its screens (libs/mf route table).
export default createAppConfig({
  name: 'enrollment_wizard',
  dir: import.meta.dirname,
  port: 4203,
  exposes: { './routes': './src/routes.tsx' },
});
