import { INJECTED_BOOT_ELEMENT_ID, type InjectedBoot } from '@bs/contract/injected-boot';

/**
 * What the server already knew when it wrote the page (apps/api web/boot-data.ts, ADR 0008, 0018):
 * the remotes this request loads (the release registry's choice) and which release each is, the
 * mf-manifest.json of the route's remote and the answers start-up asks for first, as
 * <script id="bs-boot" type="application/json">; one type, in the contract. Each saves a round
 * trip before the landing renders. Absent (dev server, tests) or unreadable, everything is fetched as before.
 */
export type BootData = InjectedBoot;

let cached: BootData | undefined;
const usedManifests = new Set<string>();

export function readBootData(doc: Document | undefined = globalThis.document): BootData {
  if (cached) return cached;
  let data: BootData = {};
  const text = doc?.getElementById(INJECTED_BOOT_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      const json: unknown = JSON.parse(text);
      if (json && typeof json === 'object' && !Array.isArray(json)) data = json as BootData;
    } catch {
      // A broken element only costs the round trips it would have saved.
    }
  }
  cached = data;
  return data;
}

/**
 * The inlined mf-manifest.json for `url`, once: the first load of a remote uses it, a retry
 * (a new URL, BS-MF retry marker) or any later fetch goes to the network and sees a redeploy.
 */
export function takeInlineManifest(url: string): unknown {
  if (usedManifests.has(url)) return undefined;
  const base = globalThis.location?.href ?? 'http://localhost/';
  for (const [key, manifest] of Object.entries(readBootData().manifests ?? {})) {
    let absolute: string;
    try {
      absolute = new URL(key, base).href;
    } catch {
      continue;
    }
    if (absolute !== url) continue;
    usedManifests.add(url);
    return manifest;
  }
  return undefined;
}

/** Forget what was read (tests). */
export function resetBootData(): void {
  cached = undefined;
  usedManifests.clear();
  fetchedManifests.clear();
}

const fetchedManifests = new Map<string, unknown>();

/** Keeps a manifest the runtime fetched (runtime-plugin), for warming that remote's screens. */
export function rememberManifest(url: string, json: unknown): void {
  fetchedManifests.set(url.replace(/[?&]bs_retry=\d+/, ''), json);
}

/** The latest known mf-manifest.json for `url`: fetched by the runtime, else written into the page. */
export function knownManifest(url: string): unknown {
  if (fetchedManifests.has(url)) return fetchedManifests.get(url);
  const base = globalThis.location?.href ?? 'http://localhost/';
  for (const [key, manifest] of Object.entries(readBootData().manifests ?? {})) {
    try {
      if (new URL(key, base).href === url) return manifest;
    } catch {
      /* not a URL */
    }
  }
  return undefined;
}
