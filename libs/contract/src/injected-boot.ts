/**
 * What the server knew when it wrote a store page (apps/api web/boot-data.ts, ADR 0008, 0018),
 * as `<script id="bs-boot" type="application/json">`: the remotes this request loads, their
 * manifests, the first API answers, and which release of each remote this is. The server writes
 * it with this type, libs/mf reads it. Plain types, no zod: the landing path stays schema-free.
 */
export const INJECTED_BOOT_ELEMENT_ID = 'bs-boot';

/** One build of a remote: its registry version (null: the environment's own build) and manifest URL. */
export interface InjectedBuild {
  version: string | null;
  url: string;
  /**
   * SRI hashes (sha384) of the build's first files, by their path beside the manifest
   * (mf-manifest.json, the remote entry): the shell refuses a file that does not match and falls
   * back (ADR 0028). Absent for the environment's build and older versions.
   */
  integrity?: Record<string, string>;
}

/**
 * The release of a remote this page loads (its URL is also in `remotes`), and the builds to fall
 * back to, in order, when it fails to load in this browser (ADR 0018).
 */
export interface InjectedRelease {
  version: string | null;
  integrity?: Record<string, string>;
  fallbacks: InjectedBuild[];
}

export interface InjectedBoot {
  /** Remote name -> mf-manifest.json URL, decided for this request and tenant (remotes.json's shape). */
  remotes?: Record<string, string>;
  /** Remote name -> which release that URL is; absent for a remote the registry does not manage. */
  releases?: Record<string, InjectedRelease>;
  /** mf-manifest.json documents by the URL `remotes` gives them. */
  manifests?: Record<string, unknown>;
  /** API answers: call name, its arguments as the api-client keys them, the envelope's data. */
  calls?: { name: string; args: Record<string, unknown>; data: unknown }[];
}
