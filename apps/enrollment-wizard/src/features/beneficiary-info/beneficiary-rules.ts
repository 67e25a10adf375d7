/** One beneficiary as the step holds it (spec §3). */
export interface BeneficiaryValues {
  [key: string]: unknown;
  beneficiary_id?: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  birthdate: string;
  ssn: string;
  relationship: string;
  beneficiary_percentage: string;
}

export const EMPTY_BENEFICIARY: BeneficiaryValues = {
  first_name: '',
  middle_name: '',
  last_name: '',
  birthdate: '',
  ssn: '',
  relationship: '',
  beneficiary_percentage: '',
};

/** Spec §5: the percentage input keeps digits only. */
export const percentageDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 3);

export const totalOf = (list: readonly Pick<BeneficiaryValues, 'beneficiary_percentage'>[]) =>
  list.reduce((sum, b) => sum + (Number(b.beneficiary_percentage) || 0), 0);

export type TotalMessage = { tone: 'success' | 'error'; key: 'exact' | 'over' | 'under' };

/**
 * Spec §2: exactly 100 green 'Now You can Continue Enrollment'; above 100 red '... greater than
 * 100%'; below red '... less than 100%'. Nothing while the list is empty.
 */
export function totalMessage(list: readonly BeneficiaryValues[]): TotalMessage | null {
  if (list.length === 0) return null;
  const total = totalOf(list);
  if (total === 100) return { tone: 'success', key: 'exact' };
  return { tone: 'error', key: total > 100 ? 'over' : 'under' };
}

/** Next shows only with at least one beneficiary and a total of exactly 100. */
export const canContinue = (list: readonly BeneficiaryValues[]) => list.length > 0 && totalOf(list) === 100;

/** The add form's Submit shows only while the total is under 100. */
export const canAdd = (list: readonly BeneficiaryValues[]) => totalOf(list) < 100;

/** A saved or existing record as the form holds it (existing records may say dob). */
export function fromRecord(r: Record<string, unknown>): BeneficiaryValues {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    ...(r.beneficiary_id ? { beneficiary_id: text(r.beneficiary_id) } : {}),
    first_name: text(r.first_name),
    middle_name: text(r.middle_name),
    last_name: text(r.last_name),
    birthdate: text(r.birthdate ?? r.dob),
    ssn: text(r.ssn),
    relationship: text(r.relationship),
    beneficiary_percentage: text(r.beneficiary_percentage),
  };
}
