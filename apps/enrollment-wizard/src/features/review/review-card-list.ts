import type { TabName } from '../../shared/step-kit/wizard-tabs';

/** The review's cards in the spec's order (wizard §2 Review & Confirmation). */
export const REVIEW_CARDS = [
  'primary_info',
  'contact_info',
  'employer_info',
  'beneficiary_info',
  'primary_health_info',
  'eoi_info',
  'dependent_info',
  'billing_info',
  'agreement_info',
] as const satisfies readonly TabName[];
export type ReviewCard = (typeof REVIEW_CARDS)[number];

/** A card per required tab; Agreement & Signature always. */
export const reviewCardsFor = (required: readonly string[]): ReviewCard[] =>
  REVIEW_CARDS.filter((tab) => tab === 'agreement_info' || required.includes(tab));
