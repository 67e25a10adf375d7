import { useNavigate } from 'react-router';
import type { MemberRow, Tier } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { getSession, sessionStore } from '@bs/session';
import { useStorePath } from '@bs/ui';

/**
 * Enroll Now with a tier (spec §4 current member flow): create the filter for the existing user,
 * keep enrollmentId, the member's group_id and show-quotation, mark the enrollment existing-member and
 * open /plans (which names the member, from get-group-agent-member-info).
 */
export function useEnrollExisting(kind: 'agent' | 'group') {
  const navigate = useNavigate();
  const to = useStorePath();
  return async (member: MemberRow, tier: Tier) => {
    const s = getSession();
    const created = await apiCall('add-filter-for-existing-user', {
      body: {
        enroll_type: 'existing-member',
        user_id: member.user_id,
        tier,
        eprocess: kind === 'agent' ? 'rep' : 'group',
        agent_id: kind === 'agent' ? (s.agent_id ?? s.AGENT_ID ?? undefined) : undefined,
        group_id: kind === 'group' ? (s.group_id ?? undefined) : undefined,
      },
    });
    sessionStore.getState().set({
      enrollmentId: created.temp_enrollment_id,
      group_id: member.group_info.group_id,
      'show-quotation': created.show_quotation,
      enroll_type: 'existing-member',
    });
    navigate(to('/plans'));
  };
}
