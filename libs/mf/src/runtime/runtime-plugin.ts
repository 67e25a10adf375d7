import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { rememberManifest, takeInlineManifest } from './boot-data';
import { REMOTE_TIMEOUT_MS } from './timeouts';

/**
 * Federation runtime plugin of the shell (build option `runtimePlugins`): a shorter script
 * timeout than the runtime's 20 s default, manifests always revalidated (mf-manifest.json is
 * served no-cache and must reflect a redeployed remote), and one log line with our error code
 * when a remote fails. Retrying is RemoteBoundary's job: it asks again with a fresh registration.
 * A manifest the server put in the page (boot data) answers the first fetch of its URL.
 */
export default function bsFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'bs-federation-timeouts',
    createScript() {
      return { timeout: REMOTE_TIMEOUT_MS };
    },
    async fetch(url: string, init: RequestInit) {
      const inline = takeInlineManifest(url);
      if (inline !== undefined)
        return new Response(JSON.stringify(inline), { headers: { 'content-type': 'application/json' } });
      const res = await fetch(url, {
        ...init,
        cache: 'no-cache',
        signal: init?.signal ?? AbortSignal.timeout(REMOTE_TIMEOUT_MS),
      });
      // Kept for warming that remote's screens (warm.ts); the runtime reads the original.
      if (res.ok)
        res
          .clone()
          .json()
          .then((json: unknown) => rememberManifest(url, json))
          .catch(() => undefined);
      return res;
    },
    async errorLoadRemote(args) {
      console.warn(`[BS-MF-001] remote load failed: ${args.id} (${args.lifecycle})`, args.error);
      return undefined;
    },
  };
}
