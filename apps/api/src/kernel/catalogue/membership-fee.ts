import type { Language } from '@bs/domain';

// The store's own text, not demo data: get-plan-detail-membership answers it in either language,
// so it is written in both here (src/catalogues.test.ts skips this file).
const MEMBERSHIP_FEE_TEXT =
  'Plans of the Benefit Store are offered through the Elevate Health & Wellness Association. ' +
  'Choose a membership: the one-time membership fee ($25.00 to $75.00) is added to your first month only and is not part of your recurring monthly cost.';

const MEMBERSHIP_FEE_TEXT_ES =
  'Los planes de Benefit Store se ofrecen a través de Elevate Health & Wellness Association. ' +
  'Elija una membresía: el cargo único de membresía (de $25.00 a $75.00) se suma solo a su primer mes y no forma parte de su costo mensual recurrente.';

/** The wellness membership's fee text (the Select Membership popup) in a language. */
export const membershipFeeText = (lang: Language): string =>
  lang === 'es' ? MEMBERSHIP_FEE_TEXT_ES : MEMBERSHIP_FEE_TEXT;
