import type { QueryClient } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { RESERVED_SLUGS } from '@bs/mf';
import { getSession, type SessionValues } from '@bs/session';

export type StartUpResult = 'ready' | 'not-found';

/** The landing slug of a path (its first segment unless that is a route of the store), and the rest. */
export function splitLanding(pathname: string): { landing: string | null; below: string } {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  if (!first || RESERVED_SLUGS.some((s) => s.toLowerCase() === first.toLowerCase()))
    return { landing: null, below: pathname || '/' };
  return { landing: decodeURIComponent(first), below: `/${rest.join('/')}` };
}

const isStaffSession = (s: Pick<SessionValues, 'eprocess'>) => s.eprocess === 'rep' || s.eprocess === 'group';

/**
 * Start-up before the app shows (wizard §4 "Start-up", shopping §2): resolves who is visiting from
 * the URL and the stored session, and loads what the screens need first. Answers go into the one
 * QueryClient under the api-client's keys, so remotes read them from the cache instead of refetching.
 */
export async function startUp(
  queryClient: QueryClient,
  url: { pathname: string; search: string },
): Promise<StartUpResult> {
  const { landing, below } = splitLanding(url.pathname);

  if (url.pathname === '/404') return 'ready';

  // Continue by code: every stored value goes first, and nothing is loaded.
  if (below === '/continue-enrollment') {
    getSession().clearAll();
    return 'ready';
  }

  if (landing) {
    try {
      const page = await queryClient.fetchQuery(
        callQueryOptions('validate-landing-page', { query: { landing_page: landing } }),
      );
      getSession().set({
        landing,
        open_type: page.type,
        agent_id: page.agent_id,
        AGENT_ID: page.agent_id,
        group_id: page.group_id,
        portal_id: page.portal_id,
        // Visitors of a store enroll themselves, unless a rep or group administrator is signed in.
        ...(isStaffSession(getSession()) ? {} : { eprocess: 'applicant' as const }),
      });
    } catch {
      return 'not-found';
    }
  }

  if (below === '/referrals') {
    const rid = new URLSearchParams(url.search).get('rid');
    if (!rid) return 'not-found';
    try {
      const info = await queryClient.fetchQuery(
        callQueryOptions('get-enrollment-info-referral', { query: { referral_id: rid } }),
      );
      if (!info.valid_referral_link) return 'not-found';
      getSession().set({
        referral: rid,
        r_valid: true,
        r_name: info.referrer_info.name,
        agent_id: info.agent_id,
        AGENT_ID: info.agent_id,
        group_id: info.group_id,
        portal_id: info.portal_id,
        open_type: 'user',
        ...(getSession().eprocess ? {} : { eprocess: 'applicant' as const }),
      });
    } catch {
      return 'not-found';
    }
  }

  const s = getSession();
  if (!s.open_type && !s.eprocess) {
    // Nothing stored: the default store of the deployment.
    try {
      const info = await queryClient.fetchQuery(callQueryOptions('get-default-info'));
      getSession().set({
        agent_id: info.agent_id,
        AGENT_ID: info.agent_id,
        group_id: info.group_id,
        portal_id: info.portal_id,
        open_type: info.open_type ?? 'user',
        eprocess: 'applicant',
      });
    } catch {
      // Logged by the api-client (network notice); the store still opens with its defaults.
    }
  }

  // Who is shopping: loaded now so the first screen can greet them (failures are only logged).
  const now = getSession();
  const loads: Promise<unknown>[] = [];
  if (now.eprocess === 'rep' && now.agent_id != null)
    loads.push(
      queryClient.fetchQuery(
        callQueryOptions('get-agent-info-enroll', { query: { agent_id: now.agent_id } }),
      ),
    );
  if (now.eprocess === 'group' && now.group_id != null)
    loads.push(
      queryClient.fetchQuery(
        callQueryOptions('get-group-info-enroll', { query: { group_id: now.group_id } }),
      ),
    );
  if (now.USER_ID != null)
    loads.push(
      queryClient.fetchQuery(callQueryOptions('get-member-info', { query: { user_id: now.USER_ID } })),
    );
  // A stored name says someone signed in; the server session may have ended since (idle, expired,
  // signed out elsewhere): then the header offers Sign in again. Anonymous visits skip this call.
  if (now.signed_in_as != null)
    loads.push(
      queryClient.fetchQuery(callQueryOptions('who-am-i', {})).then((who) => {
        if (!who.signed_in) getSession().set({ signed_in_as: null });
      }),
    );
  const results = await Promise.allSettled(loads);
  for (const r of results) if (r.status === 'rejected') console.warn('[start-up]', r.reason);
  return 'ready';
}
