import { planFacts, type PlanFacts } from '@bs/contract';

const f = (carrier: string, waiting_period: string, ...coverage: string[]): PlanFacts => ({
  carrier,
  waiting_period,
  coverage,
});

/**
 * What the compare screen shows of each demo plan (carrier, waiting period, coverage highlights),
 * as data rather than parsed out of the plan's HTML. Plan ids without an entry have no facts.
 */
const FACTS: Record<number, PlanFacts> = {
  1001: f(
    'BrightSmile Dental Co.',
    'None on preventive care; 6 months on major services',
    'Two cleanings a year at 100%',
    'Fillings at 80%',
    'Crowns at 50%',
  ),
  1014: f(
    'SmileWise Insurance',
    '12 months on orthodontics',
    'Cleanings and fillings',
    'Orthodontics for children (Plus option, Member + Child(ren) and Family)',
  ),
  1002: f('ClearView Vision', 'None', 'Yearly eye exam, $10 copay', '$200 towards frames or contacts'),
  1015: f('FocusPoint Vision', 'None', 'Eye exams from $5.99 a month', 'Optional eyewear cover'),
  1012: f(
    'Summit Health Insurance',
    '30 days on illness; none on accidents',
    'National network',
    'Deductible, then 20% coinsurance',
    'Out-of-pocket maximum',
  ),
  1016: f(
    'Horizon Health',
    '5 days on illness',
    'Short term medical for up to 12 months',
    'Member Only and Member + Spouse only',
  ),
  1009: f(
    'Essential Benefits Life',
    'None',
    'Fixed $50 per doctor visit',
    '$1,000 per day in hospital',
    'No health questions',
  ),
  1017: f('CoreCare Mutual', '30 days', 'Fixed benefits for visits and tests', 'Telehealth included'),
  1003: f('Guardian Life Co.', 'None', 'Level premiums for 20 years', 'Cover from $25,000 to $500,000'),
  1018: f('Keystone Life', 'None', 'Ten-year term', 'Up to $500,000', 'Tobacco users pay 35% more'),
  1013: f(
    'GapCover Insurance',
    '30 days',
    'Helps pay deductibles and coinsurance',
    'Works with any medical plan',
  ),
  1019: f('BridgeCare Benefits', '30 days', 'Gap cover for deductibles', 'Includes a 3% administrative fee'),
  1008: f(
    'Elevate Health & Wellness Association',
    'None',
    'Telehealth',
    'Discounts',
    'National association membership',
  ),
  1020: f(
    'FitLife Networks',
    'None',
    'Gym, nutrition and travel discounts',
    'Whole household',
    'Cancel any time',
  ),
  1010: f('RxSaver Networks', 'None', 'Generics from $4', 'Savings on brand prescriptions'),
  1021: f(
    'PillPath Pharmacy Benefits',
    'None',
    'Copays for generic and preferred brand drugs',
    'Mail order included',
  ),
  1011: f(
    'IncomeGuard Life',
    '30-day elimination period',
    'Replaces up to 60% of income',
    'Needs income and weekly hours',
  ),
  1022: f(
    'PayCheck Mutual',
    '14-day elimination period',
    'Weekly benefits for up to 26 weeks',
    'Not sold in states with statutory disability',
  ),
  1005: f(
    'CarePath Insurance',
    '30 days from the effective date',
    'Lump sum on diagnosis of a covered illness',
    'Health questions required',
  ),
  1023: f(
    'LifeLine Assurance',
    '90 days on cancer',
    'Cancer and heart cover',
    'Guaranteed issue, no health questions',
  ),
  1004: f(
    'SafeStep Insurance',
    'None: cover from day one',
    'Cash benefits after a covered accident',
    'Paid directly to you',
  ),
  1024: f('ActiveGuard Insurance', 'None', 'Accident cover', 'Sports injury benefits'),
  1006: f(
    'StayWell Insurance',
    '30 days on illness',
    'Daily benefit for every day in hospital',
    'Paid directly to you',
  ),
  1025: f(
    'RestAssure Insurance',
    '30 days on illness',
    'Lump sum on admission',
    'Up to three admissions a year',
  ),
  1007: f(
    'Paws & Claws Pet Insurance',
    '14 days on illness; 2 days on accidents',
    'Accident and illness for cats and dogs',
    '80% reimbursement',
  ),
  1026: f(
    'Happy Tails Pet Co.',
    'None',
    'Routine vet visits and vaccines',
    'Dental cleanings',
    'No deductible',
  ),
};

/** A plan's facts, validated as the catalogue loader validates them: the seed refuses bad data. */
export function factsOf(planId: number): PlanFacts | null {
  const facts = FACTS[planId];
  if (!facts) return null;
  const parsed = planFacts.safeParse(facts);
  if (!parsed.success) throw new Error(`Plan ${planId}: facts are not valid: ${parsed.error.message}`);
  return parsed.data;
}
