import { createAppConfig } from '../../tools/rspack/create-app-config.mjs';

// Remote `platform_admin` (issue 13): the platform admin console. Exposes its route module; the
// shell maps the /admin paths to its screens (libs/mf route table).
export default createAppConfig({
  name: 'platform_admin',
  dir: import.meta.dirname,
  port: 4205,
  exposes: { './routes': './src/routes.tsx' },
});
