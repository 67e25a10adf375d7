import { randomBytes } from 'node:crypto';
import type { InjectedRelease } from '@bs/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import { cookieOf, setCookie } from '../access/cookie';
import { chooseRelease } from './choose-release';
import { liveReleases } from './live-releases';

/** The browser's id for rollouts: random, no person in it, only ever compared by its hash. */
export const BROWSER_COOKIE = 'bs_rid';
const YEAR = 365 * 24 * 3600;

export type PageRemotes = { remotes: Record<string, string>; releases: Record<string, InjectedRelease> };

/**
 * The remotes a store page loads (ADR 0018): for each remote of the environment's remotes.json,
 * the build the registry gives this tenant and browser. A browser without a bs_rid cookie gets
 * one, so its rollout bucket stays the same on its next page.
 */
export async function pageRemotes(
  db: Queryable,
  req: FastifyRequest,
  reply: FastifyReply,
  tenant: string | undefined,
  env: Record<string, string>,
): Promise<PageRemotes> {
  const live = await liveReleases(db);
  let browserId = cookieOf(req, BROWSER_COOKIE);
  if (!browserId || !/^[A-Za-z0-9_-]{16,64}$/.test(browserId)) {
    browserId = randomBytes(16).toString('base64url');
    setCookie(req, reply, BROWSER_COOKIE, browserId, YEAR);
  }
  const remotes: Record<string, string> = {};
  const releases: Record<string, InjectedRelease> = {};
  for (const [remote, envUrl] of Object.entries(env)) {
    const { url, ...release } = chooseRelease(live.get(remote), remote, envUrl, tenant, browserId);
    remotes[remote] = url;
    releases[remote] = release;
  }
  return { remotes, releases };
}
