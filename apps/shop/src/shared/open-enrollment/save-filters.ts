import type { QueryClient } from '@tanstack/react-query';
import { apiCall, invalidateCart } from '@bs/api-client';
import type { AddFilterForNewUserBody } from '@bs/contract';
import type { TierCode } from '@bs/domain';
import { getSession, sessionStore } from '@bs/session';
import type { FilterValues } from './validate-filters';

/**
 * Spec §4 open-enrollment submit: without a stored enrollmentId a new temporary enrollment is created
 * from the form plus the visitor context; with one, only the form's non-empty values are updated.
 * Either way the cart and every view of the filters refresh.
 */
export async function saveFilters(values: FilterValues, queryClient: QueryClient): Promise<void> {
  const s = getSession();
  const form = {
    zip: values.zip,
    dob: values.dob,
    // validateFilters has checked that a gender was chosen.
    gender: Number(values.gender) as AddFilterForNewUserBody['gender'],
    tier: values.tier as TierCode,
  };
  if (s.enrollmentId) {
    await apiCall('change-filter-info', { params: { enrollment_id: s.enrollmentId }, body: form });
  } else {
    const created = await apiCall('add-filter-for-new-user', {
      body: {
        ...form,
        eprocess: s.eprocess ?? 'applicant',
        // Start-up stores the visitor's agent and group; were one missing, the server names it.
        agent_id: (s.agent_id ?? s.AGENT_ID) as number,
        group_id: s.group_id as number,
        platform_group_id: s.portal_id ?? undefined,
        // A fresh enrollment is a new member's; an existing member's starts from the member lists.
        type: s.enroll_type === 'existing-member' ? undefined : (s.enroll_type ?? undefined),
        open_type: s.open_type ?? undefined,
        referral: s.referral ?? undefined,
      },
    });
    sessionStore
      .getState()
      .set({ enrollmentId: created.temp_enrollment_id, 'show-quotation': created.show_quotation });
  }
  await Promise.all([
    invalidateCart(queryClient),
    queryClient.invalidateQueries({ queryKey: ['get-enrollment-temp-info'] }),
  ]);
}
