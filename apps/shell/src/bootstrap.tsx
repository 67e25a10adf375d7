import '@bs/ui/theme/base.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { i18n } from '@bs/i18n'; // the one i18n instance (language from cookie, server or browser)
import { onReleaseFailure, registerRemotesFromManifest } from '@bs/mf/runtime';
import { apiCall } from '@bs/api-client';
import { App, createShellQueryClient } from './app';
import { seedPrefilledCalls } from './startup/prefilled-calls';
import { startUpEarly } from './startup/early-start-up';
import { pageContainer as container } from './startup/page-container';
import { nextTask } from '@bs/mf/next-task';

// Remotes come from the per-environment /remotes.json (ADR 0001). Not awaited: an unreachable
// manifest or remote must never keep the shell from starting; each route reports its own failure.
registerRemotesFromManifest().catch((error: unknown) =>
  console.warn('[BS-MF-004] remotes.json unavailable', error),
);
// A release that failed here and was replaced by an earlier build is counted for the console (ADR 0018).
onReleaseFailure((failure) => {
  apiCall('report-release-failure', { body: failure }).catch(() => undefined);
});

const queryClient = createShellQueryClient();
seedPrefilledCalls(queryClient);
const early = startUpEarly(queryClient, window.location);

const app = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={queryClient} early={early} />
    </BrowserRouter>
  </StrictMode>
);
// React's root (its listeners for every event) and the first render each start in a task of
// their own, after start-up's first reads have gone out. The first render is a transition:
// time-sliced, it yields to the browser every few milliseconds instead of holding the page in one
// long task (under a painted landing the visitor already sees the page; elsewhere nothing is on
// screen before its first commit anyway).
const render = async () => {
  await nextTask();
  const reactRoot = createRoot(container);
  await nextTask();
  startTransition(() => reactRoot.render(app));
};
// A Spanish page renders once the shell's Spanish messages are here (a chunk of their own, so an
// English page does not carry them).
if (i18n.isLoaded(i18n.language)) void render();
else void i18n.load(i18n.language).then(render);
