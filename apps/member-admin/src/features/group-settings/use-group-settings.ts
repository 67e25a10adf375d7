import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, callQueryOptions } from '@bs/api-client';
import type {
  BuildPayrollFileBody,
  DecideLifeEventBody,
  ExtendOpenEnrollmentBody,
  SaveContributionRuleBody,
  SaveDeductionCodeBody,
  SavePayScheduleBody,
  SaveTaxTreatmentBody,
  UploadPayCalendarBody,
  SaveLifeEventKindsBody,
  SavePlanYearBody,
  SaveWaitingPeriodBody,
} from '@bs/contract';
import { saveBase64File } from '@bs/ui';

/** get-pay-terms of one group: schedules, pay dates, contribution versions. */
export const payTermsQueryOptions = (groupId: number) =>
  callQueryOptions('get-pay-terms', { query: { group_id: groupId } });
/** get-group-calendar: plan years, the open-enrollment window today, extensions, waiting period. */
export const groupCalendarQueryOptions = (groupId: number) =>
  callQueryOptions('get-group-calendar', { query: { group_id: groupId } });
/** get-life-event-follow-up: the group's pending life events, nearest day due first. */
export const followUpQueryOptions = (groupId: number) =>
  callQueryOptions('get-life-event-follow-up', { query: { group_id: groupId } });

export const usePayTerms = (groupId: number) => useQuery(payTermsQueryOptions(groupId));
export const useGroupCalendar = (groupId: number) => useQuery(groupCalendarQueryOptions(groupId));
export const useFollowUp = (groupId: number) => useQuery(followUpQueryOptions(groupId));

// Each mutation reads again the one view it changed, by the factory's key.
export function useSavePaySchedule(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePayScheduleBody) => apiCall('save-pay-schedule', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: payTermsQueryOptions(groupId).queryKey }),
  });
}

export function useSaveContributionRule(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveContributionRuleBody) => apiCall('save-contribution-rule', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: payTermsQueryOptions(groupId).queryKey }),
  });
}

export function useSaveDeductionCode(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDeductionCodeBody) => apiCall('save-deduction-code', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: payTermsQueryOptions(groupId).queryKey }),
  });
}

export function useSaveTaxTreatment(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveTaxTreatmentBody) => apiCall('save-tax-treatment', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: payTermsQueryOptions(groupId).queryKey }),
  });
}

export function useUploadPayCalendar(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UploadPayCalendarBody) => apiCall('upload-pay-calendar', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: payTermsQueryOptions(groupId).queryKey }),
  });
}

export function useSavePlanYear(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePlanYearBody) => apiCall('save-plan-year', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: groupCalendarQueryOptions(groupId).queryKey }),
  });
}

export function useExtendOpenEnrollment(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExtendOpenEnrollmentBody) => apiCall('extend-open-enrollment', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: groupCalendarQueryOptions(groupId).queryKey }),
  });
}

export function useSaveWaitingPeriod(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveWaitingPeriodBody) => apiCall('save-waiting-period', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: groupCalendarQueryOptions(groupId).queryKey }),
  });
}

export function useSaveLifeEventKinds(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveLifeEventKindsBody) => apiCall('save-life-event-kinds', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: groupCalendarQueryOptions(groupId).queryKey }),
  });
}

export function useDecideLifeEvent(groupId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideLifeEventBody) => apiCall('decide-life-event', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: followUpQueryOptions(groupId).queryKey }),
  });
}

/** Builds the payroll file of one pay date and hands it to the browser as a download. */
export async function downloadPayrollFile(body: BuildPayrollFileBody) {
  const f = await apiCall('build-payroll-file', { body });
  saveBase64File(f.content_base64, f.file_name, f.media_type);
  return f;
}

/** Today as the API writes days (whole UTC days). */
export const todayIso = () => new Date().toISOString().slice(0, 10);
