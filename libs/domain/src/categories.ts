/** Plan categories: menu labels (spec §1) and listing section titles in the listing's order (spec §2). */
export const CATEGORY_LABELS = {
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
} as const;
export type CategoryKey = keyof typeof CATEGORY_LABELS;

export const PLAN_SECTIONS: readonly { key: CategoryKey; title: string }[] = [
  { key: 'dental', title: 'Dental Plans' },
  { key: 'vision', title: 'Vision Plans' },
  { key: 'medical', title: 'Medical Plans' },
  { key: 'term_life', title: 'Term Life Plans' },
  { key: 'limitedmed', title: 'Limited Medical Plans' },
  { key: 'rx', title: 'RX Plans' },
  { key: 'lifestyle', title: 'Life Style Plans' },
  { key: 'supplemental', title: 'Supplemental Plans' },
  { key: 'di', title: 'Disability Income Plans' },
  { key: 'critical', title: 'Critical Illness Plans' },
  { key: 'accident', title: 'Accident Plans' },
  { key: 'hospital', title: 'Hospital Plans' },
  { key: 'pet', title: 'Pet Plans' },
];

export const categoryLabel = (key: string): string => CATEGORY_LABELS[key as CategoryKey] ?? key;
