import type { ContinueEnrollmentResult } from '@bs/contract';
import { enrollTypeFromSaved, savedTabRoute } from '@bs/domain';
import { sessionStore, type OpenType } from '@bs/session';

const OPEN_TYPES: readonly string[] = ['user', 'agent', 'group'];

/**
 * Stores the context of a saved enrollment (wizard §4 Continue by code) and returns the path of
 * the tab it was saved on. A cart resume hides Send Personalized Quote (show-quotation no).
 */
export function resumeSession({ result }: ContinueEnrollmentResult): string {
  const { others } = result;
  const path = savedTabRoute(result.saved_tab) ?? '/cart';
  sessionStore.getState().set({
    enrollmentId: result.enrollment_id,
    group_id: others.group_id,
    agent_id: others.agent_id,
    AGENT_ID: others.agent_id,
    portal_id: others.platform_group_id,
    open_type:
      others.open_type && OPEN_TYPES.includes(others.open_type) ? (others.open_type as OpenType) : null,
    eprocess: result.eprocess,
    enroll_type: enrollTypeFromSaved(others.type),
    ...(result.saved_tab === 'cart_info' ? { 'show-quotation': 'no' as const } : {}),
  });
  return path;
}
