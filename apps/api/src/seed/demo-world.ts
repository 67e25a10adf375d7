import { ROSTER_MEMBERS } from './roster-members';

/** The demo world seeded on every start (upserts): spec defaults agent 10109, groups 77 and 1929. */
export const DEMO_AGENTS = [
  {
    agent_id: 10109,
    first_name: 'Jordan',
    last_name: 'Avery',
    agent_code: 'JAV10109',
    email: 'jordan.avery@benefit-store.example',
    // Credit card (with the EFT switch) for its direct enrollments and group 77.
    payment_method: 'cc',
    bio: 'Jordan Avery has helped families and employers choose benefits for over fifteen years.',
  },
  {
    agent_id: 20417,
    first_name: 'Dana',
    last_name: 'Whitfield',
    agent_code: 'DWH20417',
    email: 'dana.whitfield@benefit-store.example',
    // EFT only, for its direct enrollments and Harbor Logistics (3050).
    payment_method: 'eft',
    bio: 'Dana Whitfield specialises in voluntary benefits for small and mid-size employers.',
  },
];

export const DEMO_GROUPS = [
  {
    group_id: 77,
    name: 'Northwind Traders',
    code: 'NWT077',
    agent_id: 10109,
    email: 'benefits@northwind.example',
    payment_method: null,
    about: 'Northwind Traders offers voluntary benefits to every employee.',
  },
  {
    group_id: 1929,
    name: 'Riverside Unified School District',
    code: 'RUSD1929',
    agent_id: 10109,
    email: 'hr@riverside-usd.example',
    payment_method: 'eft',
    about: 'Benefits for the teachers and staff of Riverside Unified.',
  },
  {
    group_id: 3050,
    name: 'Harbor Logistics',
    code: 'HBL3050',
    agent_id: 20417,
    email: 'people@harbor-logistics.example',
    payment_method: null,
    about: 'Harbor Logistics employees choose their voluntary cover here.',
  },
  {
    group_id: 4100,
    name: 'Lakeside Manufacturing',
    code: 'LKM4100',
    agent_id: 20417,
    email: 'benefits@lakeside-mfg.example',
    // The employer is billed by statement (STMT).
    payment_method: 'stmt',
    about: 'Lakeside Manufacturing is billed for its employees by monthly statement.',
  },
  {
    group_id: 4200,
    name: 'Summit Hospitality Group',
    code: 'SHG4200',
    agent_id: 20417,
    email: 'hr@summit-hospitality.example',
    // The employer pays from its list bill (LIST).
    payment_method: 'list',
    about: 'Summit Hospitality Group pays for its employees through a list bill.',
  },
];

export const DEMO_AGENT_GROUPS = [
  { agent_id: 10109, group_id: 77 },
  { agent_id: 10109, group_id: 1929 },
  { agent_id: 20417, group_id: 1929 },
  { agent_id: 20417, group_id: 3050 },
  { agent_id: 20417, group_id: 4100 },
  { agent_id: 20417, group_id: 4200 },
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

// The plan catalogue lives in ./catalogue (plans, options, texts, questions).

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
  // More of agent 10109's and group 77's book, and of agent 20417's (./roster-members).
  ...ROSTER_MEMBERS,
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
