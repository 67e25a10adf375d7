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

/** The e-mailed link /direct-continue/{id}/{tab}, both base64 (wizard §2): id and the tab's route. */
export function readDirectLink(id: string | undefined, tab: string | undefined) {
  const enrollmentId = decodeBase64(id);
  const savedTab = decodeBase64(tab);
  return {
    enrollmentId: enrollmentId && /^[A-Za-z0-9_-]{22,64}$/.test(enrollmentId) ? enrollmentId : null,
    route: savedTab ? savedTabRoute(savedTab) : null,
  };
}
