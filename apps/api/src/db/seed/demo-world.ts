/** The demo world seeded on every start (upserts): spec defaults agent 10109, groups 77 and 1929. */
export const DEMO_AGENTS = [
  {
    agent_id: 10109,
    first_name: 'Jordan',
    last_name: 'Avery',
    agent_code: 'JAV10109',
    bio: 'Jordan Avery has helped families and employers choose benefits for over fifteen years.',
  },
  {
    agent_id: 20417,
    first_name: 'Dana',
    last_name: 'Whitfield',
    agent_code: 'DWH20417',
    bio: 'Dana Whitfield specialises in voluntary benefits for small and mid-size employers.',
  },
];

export const DEMO_GROUPS = [
  {
    group_id: 77,
    name: 'Northwind Traders',
    code: 'NWT077',
    agent_id: 10109,
    about: 'Northwind Traders offers voluntary benefits to every employee.',
  },
  {
    group_id: 1929,
    name: 'Riverside Unified School District',
    code: 'RUSD1929',
    agent_id: 10109,
    about: 'Benefits for the teachers and staff of Riverside Unified.',
  },
  {
    group_id: 3050,
    name: 'Harbor Logistics',
    code: 'HBL3050',
    agent_id: 20417,
    about: 'Harbor Logistics employees choose their voluntary cover here.',
  },
];

export const DEMO_AGENT_GROUPS = [
  { agent_id: 10109, group_id: 77 },
  { agent_id: 10109, group_id: 1929 },
  { agent_id: 20417, group_id: 1929 },
  { agent_id: 20417, group_id: 3050 },
];

export const DEMO_PORTALS = [
  { portal_id: 101, agent_id: 10109, name: 'Individual Benefits', is_default: true, position: 1 },
  { portal_id: 102, agent_id: 10109, name: 'Group Voluntary Benefits', is_default: false, position: 2 },
  { portal_id: 201, agent_id: 20417, name: 'Individual Benefits', is_default: true, position: 1 },
  { portal_id: 202, agent_id: 20417, name: 'Group Voluntary Benefits', is_default: false, position: 2 },
];

/** Menus for owners that no tenant brands (tenant menus win for their own agent/group). */
export const DEMO_MENUS: { owner_type: 'agent' | 'group'; owner_id: number; categories: string[] }[] = [
  {
    owner_type: 'agent',
    owner_id: 20417,
    categories: ['dental', 'vision', 'term_life', 'accident', 'critical'],
  },
  {
    owner_type: 'group',
    owner_id: 1929,
    categories: ['dental', 'vision', 'term_life', 'di', 'supplemental'],
  },
  { owner_type: 'group', owner_id: 3050, categories: ['accident', 'hospital', 'dental', 'vision'] },
];

const p = (text: string) => `<p>${text}</p>`;
/** One plan per category so far; later issues extend the catalogue (pricing, questions, details). */
export const DEMO_PLANS = [
  {
    plan_id: 1001,
    name: 'BrightSmile Dental PPO',
    category: 'dental',
    logo: 'brightsmile-dental.svg',
    featured_rank: 1,
    short_text: p('Preventive care covered at <strong>100%</strong>, no waiting period on cleanings.'),
  },
  {
    plan_id: 1002,
    name: 'ClearView Vision Plus',
    category: 'vision',
    logo: 'clearview-vision.svg',
    featured_rank: 2,
    short_text: p('Yearly eye exam and <strong>$200</strong> towards frames or contacts.'),
  },
  {
    plan_id: 1003,
    name: 'Guardian Term Life 20',
    category: 'term_life',
    logo: 'guardian-term-life.svg',
    featured_rank: 3,
    short_text: p('Level premiums for 20 years, cover from <strong>$25,000</strong> to $500,000.'),
  },
  {
    plan_id: 1004,
    name: 'SafeStep Accident Protection',
    category: 'accident',
    logo: 'safestep-accident.svg',
    featured_rank: 4,
    short_text: p('Cash benefits paid directly to you after a covered accident.'),
  },
  {
    plan_id: 1005,
    name: 'CarePath Critical Illness',
    category: 'critical',
    logo: 'carepath-critical.svg',
    featured_rank: 5,
    short_text: p('A lump sum on diagnosis of a covered illness, to use as you choose.'),
  },
  {
    plan_id: 1006,
    name: 'StayWell Hospital Indemnity',
    category: 'hospital',
    logo: 'staywell-hospital.svg',
    featured_rank: null,
    short_text: p('Daily benefit for every day in hospital.'),
  },
  {
    plan_id: 1007,
    name: 'Paws & Claws Pet Care',
    category: 'pet',
    logo: 'paws-claws-pet.svg',
    featured_rank: null,
    short_text: p('Accident and illness cover for cats and dogs.'),
  },
  {
    plan_id: 1008,
    name: 'Elevate Wellness Membership',
    category: 'lifestyle',
    logo: 'elevate-wellness.svg',
    featured_rank: null,
    short_text: p('Telehealth, discounts and a national association membership.'),
  },
  {
    plan_id: 1009,
    name: 'Essential Limited Medical',
    category: 'limitedmed',
    logo: 'essential-limited-medical.svg',
    featured_rank: null,
    short_text: p('Fixed benefits for doctor visits and tests.'),
  },
  {
    plan_id: 1010,
    name: 'RxSaver Prescription Card',
    category: 'rx',
    logo: 'rxsaver.svg',
    featured_rank: null,
    short_text: p('Savings on generic and brand prescriptions.'),
  },
  {
    plan_id: 1011,
    name: 'IncomeGuard Disability',
    category: 'di',
    logo: 'incomeguard-di.svg',
    featured_rank: null,
    short_text: p('Replaces up to 60% of your income when you cannot work.'),
  },
  {
    plan_id: 1012,
    name: 'Summit Major Medical',
    category: 'medical',
    logo: 'summit-medical.svg',
    featured_rank: null,
    short_text: p('Comprehensive medical cover with a national network.'),
  },
  {
    plan_id: 1013,
    name: 'GapCover Supplemental',
    category: 'supplemental',
    logo: 'gapcover-supplemental.svg',
    featured_rank: null,
    short_text: p('Helps pay deductibles and coinsurance.'),
  },
];

export const DEMO_MEMBERS = [
  {
    user_id: 5001,
    first_name: 'Maria',
    last_name: 'Lopez',
    email: 'maria.lopez@example.com',
    dob: '1984-03-12',
    agent_id: 10109,
    group_id: 77,
    plans: [
      { plan_id: 1001, status: 'ACTIVE' },
      { plan_id: 1002, status: 'TERMED' },
    ],
  },
  {
    user_id: 5002,
    first_name: 'James',
    last_name: 'Carter',
    email: 'james.carter@example.com',
    dob: '1979-11-02',
    agent_id: 10109,
    group_id: 77,
    plans: [
      { plan_id: 1004, status: 'PENDING' },
      { plan_id: 1006, status: 'ACTIVE' },
    ],
  },
  {
    user_id: 5003,
    first_name: 'Aisha',
    last_name: 'Khan',
    email: 'aisha.khan@example.com',
    dob: '1991-06-25',
    agent_id: 10109,
    group_id: 1929,
    plans: [
      { plan_id: 1003, status: 'ACTIVE' },
      { plan_id: 1005, status: 'WITHDRAWN' },
    ],
  },
  {
    user_id: 5004,
    first_name: 'Tom',
    last_name: 'Nguyen',
    email: 'tom.nguyen@example.com',
    dob: '1968-01-30',
    agent_id: 20417,
    group_id: 3050,
    plans: [{ plan_id: 1011, status: 'ACTIVE' }],
  },
];

export const DEMO_REFERRALS = [
  {
    referral_id: 'spring-health-fair',
    agent_id: 10109,
    group_id: 77,
    portal_id: 101,
    referrer_name: 'Jordan Avery',
    active: true,
  },
  {
    referral_id: 'riverside-open-house',
    agent_id: 10109,
    group_id: 1929,
    portal_id: 102,
    referrer_name: 'Riverside HR Team',
    active: true,
  },
  {
    referral_id: 'summer-expo-2021',
    agent_id: 20417,
    group_id: 3050,
    portal_id: 201,
    referrer_name: 'Dana Whitfield',
    active: false,
  },
];

/** The saved enrollment behind the continue page demo (documented in apps/api/README.md). */
export const DEMO_CONTINUE = {
  email: 'casey.morgan@example.com',
  code: 'DEMO-2468',
  saved_tab: 'contact_info',
  filter_info: {
    dob: '04/18/1988',
    zip: '10001',
    state: 'NY',
    city: 'New York',
    tier: 'IS',
    gender: 1,
    is_smoker: 0,
    eprocess: 'applicant',
    agent_id: 10109,
    group_id: 77,
    platform_group_id: 101,
    type: 'new-user',
    open_type: 'user',
    annual_incode: null,
    working_hours: null,
    user_id: null,
  },
  primary_info: { first_name: 'Casey', last_name: 'Morgan', birthdate: '04/18/1988', gender: 1 },
  cart: [{ plan_id: 1001, plan_pricing_id: 100101, price_cents: 3499 }],
};
