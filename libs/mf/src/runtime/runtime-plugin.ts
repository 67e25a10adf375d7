import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { rememberManifest, takeInlineManifest } from './boot-data';
import { integrityOf } from './integrity';
import { nextTask } from './next-task';
import { REMOTE_TIMEOUT_MS } from './timeouts';

/**
 * Federation runtime plugin of the shell (build option `runtimePlugins`): a shorter script
 * timeout than the runtime's 20 s default, manifests always revalidated (mf-manifest.json is
 * served no-cache and must reflect a redeployed remote), and one log line with our error code
 * when a remote fails. Retrying is RemoteBoundary's job: it asks again with a fresh registration.
 * A manifest the server put in the page (boot data) answers the first fetch of its URL. A release's
 * manifest and remote entry carry the page's SRI hashes (integrity.ts, ADR 0028): the browser
 * refuses different bytes, so a tampered or half-copied release fails to load and falls back.
 * The shell taking its own copy of a shared singleton skips the runtime's version-range check.
 */
export default function bsFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'bs-federation-timeouts',
    createScript({ url }: { url: string }) {
      const integrity = integrityOf(url);
      if (!integrity) return { timeout: REMOTE_TIMEOUT_MS };
      const script = document.createElement('script');
      script.integrity = integrity;
      // SRI needs a CORS fetch when the store is on another origin (a CDN); same-origin is unaffected.
      script.crossOrigin = 'anonymous';
      return { script, timeout: REMOTE_TIMEOUT_MS };
    },
    async fetch(url: string, init: RequestInit) {
      const integrity = integrityOf(url);
      const inline = integrity ? undefined : takeInlineManifest(url);
      if (inline !== undefined)
        return new Response(JSON.stringify(inline), { headers: { 'content-type': 'application/json' } });
      const res = await fetch(url, {
        ...init,
        cache: 'no-cache',
        ...(integrity && { integrity }),
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
    // Each of the shell's own shared modules is taken in a task after the runtime's set-up, not in
    // main.js's first task (ADR 0032, "main.js's evaluation in tasks").
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
    resolveShare(args) {
      const chosen = args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version];
      // The shell's own copy, for the shell: its version and the range it requires come from the
      // same install, so the check cannot fail, and the runtime's range parsing (regular
      // expressions built per call) was a fifth of main.js's first task (ADR 0032).
      if (chosen && chosen.from === args.shareInfo.from && args.shareInfo.shareConfig?.singleton)
        args.resolver = () => ({ shared: chosen, useTreesShaking: false });
      return args;
    },
    async errorLoadRemote(args) {
      console.warn(`[BS-MF-001] remote load failed: ${args.id} (${args.lifecycle})`, args.error);
      return undefined;
    },
  };
}
