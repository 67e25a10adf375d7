import '@bs/ui/theme/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { registerRemotesFromManifest } from '@bs/mf/runtime';
import { App, createShellQueryClient } from './app';

// Remotes come from the per-environment /remotes.json (ADR 0001). Not awaited: an unreachable
// manifest or remote must never keep the shell from starting; each route reports its own failure.
registerRemotesFromManifest().catch((error: unknown) =>
  console.warn('[BS-MF-004] remotes.json unavailable', error),
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App queryClient={createShellQueryClient()} />
    </BrowserRouter>
  </StrictMode>,
);
