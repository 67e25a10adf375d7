import { savedTabRoute } from '@bs/domain';

/** base64 or base64url, padded or not, to text; null when it is not. */
export function decodeBase64(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const b64 = value.replace(/-/g, '+').replace(/_/g, '/');
    return atob(b64.padEnd(Math.ceil(b64.length / 4) * 4, '='));
  } catch {
    return null;
  }
}

/**
 * The e-mailed link /direct-continue/{id}/{tab}, both base64 (wizard §2): {id} is the link's own
 * token (256 bits, ADR 0013) and {tab} the saved tab, turned into its route.
 */
export function readDirectLink(id: string | undefined, tab: string | undefined) {
  const token = decodeBase64(id);
  const savedTab = decodeBase64(tab);
  return {
    token: token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null,
    route: savedTab ? savedTabRoute(savedTab) : null,
  };
}
