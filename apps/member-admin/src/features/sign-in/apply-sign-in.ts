import type { WhoAmI } from '@bs/contract';
import { emptySession, sessionStore } from '@bs/session';

/**
 * After a sign-in: the spec's session keys for this principal (eprocess with agent_id/AGENT_ID,
 * group_id or USER_ID) replace whatever an anonymous visit left (cart, open type, referral), so
 * the spec's screens and the logo rules work unchanged. The landing slug is kept. Returns the home.
 */
export function applySignIn(who: WhoAmI): string {
  const keys = who.session_keys;
  const { landing } = sessionStore.getState();
  sessionStore.getState().set({
    ...emptySession,
    landing,
    eprocess: keys?.eprocess ?? null,
    agent_id: keys?.agent_id ?? null,
    AGENT_ID: keys?.eprocess === 'rep' ? keys.agent_id : null,
    group_id: keys?.group_id ?? null,
    USER_ID: keys?.USER_ID ?? null,
    signed_in_as: who.principal ? `${who.principal.first_name} ${who.principal.last_name}` : null,
  });
  return who.home;
}
