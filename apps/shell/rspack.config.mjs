import { createAppConfig, DEV_REMOTES } from '../../tools/rspack/create-app-config.mjs';

// The host. No `remotes` here: they are registered at run time from /remotes.json (ADR 0001).
// Under tools/dev.mjs (BS_DEV_REMOTES=1) the dev server answers /remotes.json itself with the
// remotes' dev servers; otherwise /remotes.json comes from the API (http://localhost:4200).
export default createAppConfig({
  name: 'shell',
  dir: import.meta.dirname,
  port: 4300,
  isHost: true,
  devJson: process.env.BS_DEV_REMOTES === '1' ? { '/remotes.json': () => DEV_REMOTES } : {},
});
