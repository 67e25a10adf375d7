import { createAppConfig } from '../../tools/rspack/create-app-config.mjs';

// Remote `member_admin`: exposes its route module; the shell maps paths to its screens (libs/mf route table).
export default createAppConfig({
  name: 'member_admin',
  dir: import.meta.dirname,
  port: 4204,
  exposes: { './routes': './src/routes.tsx' },
});
