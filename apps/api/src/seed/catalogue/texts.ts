import type { CategoryKey } from '@bs/contract';
import { p, qa, ul } from './html';
import type { CategoryTexts } from './types';

export { p } from './html';

/** Button labels of the plan detail's collapsible sections (plan_desc *_name). */
export const SECTION_NAMES = {
  exclusions_text_name: 'Exclusions & Limitations',
  example_text_name: 'See How It Works',
  faq_text_name: 'Frequently Asked Questions',
};

export const ASSOCIATION_TEXT = p(
  'Access to this plan requires membership in the Elevate Health &amp; Wellness Association, a national association of more than 100,000 members.',
);

/** Exclusions, a worked example and FAQs per category (plans add their own header and body). */
export const CATEGORY_TEXTS: Record<CategoryKey, CategoryTexts> = {
  dental: {
    exclusions: ul(
      'Cosmetic procedures such as whitening',
      'Major services wait 6 months',
      'Annual maximum applies per person',
    ),
    example: p(
      'A cleaning and two X-rays ($180) are paid at 100%. A $900 crown is paid at 50% after 6 months: you pay $450.',
    ),
    faq: qa([
      'Can I keep my dentist?',
      'Yes. In-network dentists cost less, but any licensed dentist may be used.',
    ]),
  },
  vision: {
    exclusions: ul(
      'Non-prescription sunglasses',
      'Laser surgery (discounts only)',
      'One frame allowance per 24 months',
    ),
    example: p('Eye exam: $10 copay. $180 frames with a $150 allowance: you pay $30 plus the lens copay.'),
    faq: qa(['Are contacts covered?', 'Yes, instead of frames, up to the same allowance.']),
  },
  medical: {
    exclusions: ul(
      'Pre-existing conditions disclosed in the health questions',
      'Experimental treatment',
      'Cosmetic surgery',
    ),
    example: p(
      'A $4,000 hospital bill: you pay the deductible, then 20% coinsurance up to the out-of-pocket maximum.',
    ),
    faq: qa(['Is this an ACA plan?', 'No. Cover is medically underwritten and renews every 12 months.']),
  },
  limitedmed: {
    exclusions: ul(
      'Benefits are fixed amounts, not a percentage of the bill',
      'Not minimum essential coverage',
      'Maternity limited to the hospital benefit',
    ),
    example: p('A doctor visit billed at $160 pays a fixed $50 benefit; a day in hospital pays $1,000.'),
    faq: qa(['Does this replace major medical?', 'No, it pays fixed cash benefits alongside other cover.']),
  },
  term_life: {
    exclusions: ul(
      'Suicide within the first two years',
      'Misstatements on the application',
      'Cover ends at the end of the term',
    ),
    example: p(
      'With $100,000 of cover your beneficiaries receive $100,000 tax-free if you die during the term.',
    ),
    faq: qa(['Do premiums go up?', 'No. Premiums stay level for the whole term.']),
  },
  supplemental: {
    exclusions: ul(
      'Only deductibles and coinsurance of a primary medical plan',
      'Pre-existing conditions in the first 12 months',
    ),
    example: p(
      'Your medical plan leaves you a $3,000 deductible after surgery: GapCover pays up to its benefit amount.',
    ),
    faq: qa([
      'Do I need another medical plan?',
      'Yes, supplemental plans pay what your primary plan leaves to you.',
    ]),
  },
  lifestyle: {
    exclusions: ul('Discounts are not insurance', 'Partner availability varies by area'),
    example: p('A $60 gym membership at a partner club costs $35 with the member discount.'),
    faq: qa(['Can I cancel?', 'Yes, at any time; one-time fees are not refunded.']),
  },
  rx: {
    exclusions: ul('Compounded drugs', 'Drugs for cosmetic purposes', 'Specialty drugs at discount only'),
    example: p('A 30-day generic at $24 retail costs $4 with the card.'),
    faq: qa(['Which pharmacies?', 'Over 60,000 pharmacies nationwide, including the large chains.']),
  },
  di: {
    exclusions: ul(
      'Disabilities from pre-existing conditions in the first 12 months',
      'Self-inflicted injuries',
      'Elimination period of 30 days',
    ),
    example: p(
      'After 30 days off work with a covered illness you receive your monthly benefit until you can work again.',
    ),
    faq: qa([
      'Why do you need my income?',
      'Benefits replace part of your earnings, so income and working hours decide eligibility.',
    ]),
  },
  critical: {
    exclusions: ul(
      'Conditions diagnosed before the effective date',
      'A 30-day waiting period',
      'Skin cancer pays 10% of the benefit',
    ),
    example: p('Diagnosed with a covered heart attack: you receive the lump sum to spend as you need.'),
    faq: qa(['Is the benefit taxable?', 'Benefits paid for covered diagnoses are generally not taxable.']),
  },
  accident: {
    exclusions: ul('Injuries while intoxicated', 'Professional sports', 'Sickness (accidents only)'),
    example: p('A broken arm after a fall pays $1,200 for the fracture plus $150 for the emergency room.'),
    faq: qa(['Is there a waiting period?', 'No, cover starts on the effective date.']),
  },
  hospital: {
    exclusions: ul('Stays for cosmetic surgery', 'Mental health stays beyond 30 days per year'),
    example: p('A 3-day stay with a $500 daily benefit pays $1,500 directly to you.'),
    faq: qa(['Does it pay for outpatient surgery?', 'Yes, a reduced outpatient benefit applies.']),
  },
  pet: {
    exclusions: ul(
      'Conditions before enrollment',
      'Breeding and grooming',
      'Pets older than 10 at enrollment',
    ),
    example: p(
      'A $1,000 vet bill for a covered illness: after the $250 deductible 80% is reimbursed ($600).',
    ),
    faq: qa(['Which pets?', 'Cats and dogs from 8 weeks old.']),
  },
};
