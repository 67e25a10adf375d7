/** Menu labels of the spec (shopping §1), keyed by category. */
export const CATEGORY_LABELS: Record<string, string> = {
  dental: 'Dental',
  vision: 'Vision',
  medical: 'Medical',
  limitedmed: 'Limited Med',
  term_life: 'Term Life',
  supplemental: 'Supplemental',
  lifestyle: 'Lifestyle',
  rx: 'RX',
  di: 'Disability Income',
  critical: 'Critical Illness',
  accident: 'Accident',
  hospital: 'Hospital',
  pet: 'PET',
};
