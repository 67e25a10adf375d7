import { invalid } from '../../http/errors';

export const TOTAL_MESSAGES = {
  none: 'Please add at least one beneficiary.',
  over: 'Total Beneficiary Percentage Should not be greater than 100%',
  under: 'Total Beneficiary Percentage Should not be less than 100%',
} as const;

/**
 * Rule: at least one beneficiary and shares totalling exactly 100 (one message for the list).
 * The step's save checks it, and so does completion: a kept draft (save-later, or the list kept
 * after each add) may stand under 100 in the stored section.
 */
export function checkTotal(list: readonly { beneficiary_percentage?: string | number | null }[]): void {
  if (!list.length) throw invalid('benificiary_info', TOTAL_MESSAGES.none);
  const total = list.reduce((sum, b) => sum + Number(b.beneficiary_percentage ?? 0), 0);
  if (total > 100) throw invalid('benificiary_info', TOTAL_MESSAGES.over);
  if (total < 100) throw invalid('benificiary_info', TOTAL_MESSAGES.under);
}
