import { z } from 'zod';
import { tenantSlug } from './admin';
import type { CallName } from '../routes';
import type { CallSchemas } from '../call-schemas';

/**
 * Remote releases (issue 22, ADR 0018): each remote's immutable versions in the remotes store,
 * which one is live (active for everyone, pinned for a tenant, rolled out to a share of browsers),
 * and what changed. The platform administrator or a release token (CI) calls these; the
 * `npm run release*` commands and the console's Releases page go through the same calls.
 */

/** The federated remotes, by their federation name (libs/mf route table). */
export const RELEASE_REMOTES = [
  'shop',
  'cart_quote',
  'enrollment_wizard',
  'member_admin',
  'platform_admin',
] as const;
export const releaseRemote = z.enum(RELEASE_REMOTES, { error: 'Please choose a remote' });
export type ReleaseRemote = z.infer<typeof releaseRemote>;

/** A version name: the content hash the release command gives a build (lower-case, 3-64 chars). */
export const releaseVersion = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9.-]{2,63}$/, 'Please choose a version');

export const publishReleaseBody = z.object({
  remote: releaseRemote,
  version: releaseVersion,
  commit_sha: z.string().trim().max(64, 'This text is too long').optional(),
  /** ISO time of the build. */
  built_at: z.iso.datetime({ offset: true, error: 'Please enter a date and time' }),
  /** Bytes of every file of the build. */
  size_bytes: z.number().int().min(0).max(1_000_000_000),
  /**
   * SHA-256 (hex) of every file's name and bytes (ADR 0028): the registry checks the store holds
   * exactly these files before it registers the version.
   */
  digest: z.string().regex(/^[0-9a-f]{64}$/, 'Please give the SHA-256 of the build'),
  /** The build's mf-manifest.json, checked against the shell's contract before it is registered. */
  manifest: z.record(z.string(), z.unknown()),
});
export type PublishReleaseBody = z.input<typeof publishReleaseBody>;

export const activateReleaseBody = z.object({ remote: releaseRemote, version: releaseVersion });
export type ActivateReleaseBody = z.input<typeof activateReleaseBody>;

/** Pin `version` for one tenant; `version: null` removes the pin. */
export const pinReleaseBody = z.object({
  remote: releaseRemote,
  tenant_slug: tenantSlug,
  version: releaseVersion.nullable(),
});
export type PinReleaseBody = z.input<typeof pinReleaseBody>;

/** Give `version` to `percent` % of browsers (0 ends the rollout). */
export const rolloutReleaseBody = z.object({
  remote: releaseRemote,
  version: releaseVersion,
  percent: z.number().int().min(0, 'Enter 0 to 100').max(100, 'Enter 0 to 100'),
});
export type RolloutReleaseBody = z.input<typeof rolloutReleaseBody>;

export const rollbackReleaseBody = z.object({ remote: releaseRemote });
export type RollbackReleaseBody = z.input<typeof rollbackReleaseBody>;

/** A browser could not load a version (manifest, chunk or start-up failed) and fell back. */
export const reportReleaseFailureBody = z.object({
  remote: releaseRemote,
  version: releaseVersion,
  error: z.string().max(500).optional(),
});
export const releaseFailureRecorded = z.object({ recorded: z.boolean() });

export const releaseVersionRow = z.object({
  version: z.string(),
  manifest_url: z.string(),
  commit_sha: z.string().nullable(),
  built_at: z.string(),
  size_bytes: z.number().int(),
  published_at: z.string(),
  published_by: z.string(),
  /** Load failures browsers reported for this version, and the last one. */
  failures: z.number().int(),
  last_failure_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type ReleaseVersionRow = z.infer<typeof releaseVersionRow>;

export const releaseChange = z.object({
  at: z.string(),
  who: z.string(),
  action: z.enum(['publish', 'activate', 'pin', 'unpin', 'rollout', 'rollback']),
  version: z.string().nullable(),
  tenant_slug: z.string().nullable(),
  percent: z.number().int().nullable(),
});
export type ReleaseChange = z.infer<typeof releaseChange>;

/** One remote: its versions (newest first), what is live where, and its last changes. */
export const remoteReleases = z.object({
  remote: releaseRemote,
  /** null: the environment's own build (remotes.json). */
  active_version: z.string().nullable(),
  /** What a rollback returns to (null: the environment's own build); absent when there is nothing to roll back. */
  rollback_to: z.string().nullable().optional(),
  rollout_version: z.string().nullable(),
  rollout_percent: z.number().int(),
  pins: z.array(z.object({ tenant_slug: z.string(), version: z.string() })),
  versions: z.array(releaseVersionRow),
  changes: z.array(releaseChange),
});
export type RemoteReleases = z.infer<typeof remoteReleases>;

export const releaseList = z.object({ remotes: z.array(remoteReleases) });
export type ReleaseList = z.infer<typeof releaseList>;

export const releaseRemoteQuery = z.object({ remote: releaseRemote.optional() });

/** Where the console's "change what is live" form sends a version. */
export const RELEASE_TARGETS = ['all', 'tenant', 'percent'] as const;

/**
 * The console's form: one version to everyone (activate-release), to one store (pin-release) or to
 * a share of browsers (rollout-release); the page sends the matching call's body.
 */
export const releaseChangeForm = z
  .object({
    version: releaseVersion,
    target: z.enum(RELEASE_TARGETS, { error: 'Please choose where' }),
    tenant_slug: z.string().optional(),
    percent: z.number().int().min(0, 'Enter 0 to 100').max(100, 'Enter 0 to 100').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.target === 'tenant' && !tenantSlug.safeParse(v.tenant_slug ?? '').success)
      ctx.addIssue({ code: 'custom', path: ['tenant_slug'], message: 'Please choose a store' });
    if (v.target === 'percent' && v.percent === undefined)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Enter 0 to 100' });
  });
export type ReleaseChangeForm = z.input<typeof releaseChangeForm>;

/** The schemas of the releases module's calls (apps/api/src/modules/releases, ADR 0030). */
export const releasesCallSchemas = {
  'list-releases': { query: releaseRemoteQuery, data: releaseList },
  'publish-release': { body: publishReleaseBody, data: remoteReleases },
  'activate-release': { body: activateReleaseBody, data: remoteReleases },
  'pin-release': { body: pinReleaseBody, data: remoteReleases },
  'rollout-release': { body: rolloutReleaseBody, data: remoteReleases },
  'rollback-release': { body: rollbackReleaseBody, data: remoteReleases },
  'report-release-failure': { body: reportReleaseFailureBody, data: releaseFailureRecorded },
} as const satisfies Partial<Record<CallName, CallSchemas>>;
