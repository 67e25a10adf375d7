import { callQueryOptions } from '@bs/api-client';
import type { CallName } from '@bs/contract';
import { FieldDefs } from './field-defs';
import { useFreshQuery } from './step-reads';

export type FormFieldsCall = Extract<CallName, `get-form-fields-${string}`>;
export type TempColumn =
  | 'primary_info'
  | 'contact_info'
  | 'employer_info'
  | 'benificiary_info'
  | 'health_info'
  | 'eoi_info'
  | 'dependent_info'
  | 'review_info'
  | 'aggrement_info'
  | 'payment_info';

// Saved values are read afresh each time a step opens (a reload, Back, continue-by-code): a
// cached copy could show less than what was saved since. The read may have started at the Next
// that led here (step-reads.ts).

/** What the step saved so far (get-enrollment-temp-info with its column); null when nothing yet. */
export function useSavedValues(enrollmentId: string, column: TempColumn) {
  return useFreshQuery({
    ...callQueryOptions('get-enrollment-temp-info', { query: { enrollment_id: enrollmentId, column } }),
    select: (d) => d.result as unknown,
  });
}

/** The step's field definitions (get-form-fields-*). */
export function useFieldDefs(enrollmentId: string, call: FormFieldsCall) {
  return useFreshQuery({
    ...callQueryOptions(call, { query: { enrollment_id: enrollmentId } }),
    select: (d) => new FieldDefs(d.result),
  });
}
