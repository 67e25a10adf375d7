import RemoteRoutes from './routes';

// Standalone harness of this remote for its team (the shell never loads this file). The harness
// and its global theme CSS load as their own chunk, so they never ride along with exposed screens.
void import('@bs/ui/standalone').then(({ renderStandalone }) =>
  renderStandalone('platform_admin', RemoteRoutes),
);
