/**
 * More current members, so the current-members tables page (5 rows a page, spec §9): agent 10109
 * and group 77 each fill at least two pages, and a second rep (20417) has members whose names
 * also match "son", so an access test can show another book is never listed.
 */
type RosterMember = {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  dob: string;
  agent_id: number;
  group_id: number;
  plans: { plan_id: number; status: string }[];
  gender: 0 | 1;
  marital_status: number;
  ssn: string;
  phone: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
};

const northwind = (
  user_id: number,
  first_name: string,
  last_name: string,
  dob: string,
  gender: 0 | 1,
  ssn: string,
  plans: { plan_id: number; status: string }[],
): RosterMember => ({
  user_id,
  first_name,
  last_name,
  email: `${first_name}.${last_name}@example.com`.toLowerCase(),
  dob,
  agent_id: 10109,
  group_id: 77,
  plans,
  gender,
  marital_status: 0,
  ssn,
  phone: '2125550100',
  address1: '350 5TH AVE',
  city: 'NEW YORK',
  state: 'NY',
  zip: '10001',
});

export const ROSTER_MEMBERS: RosterMember[] = [
  northwind(5101, 'Emma', 'Anderson', '1988-04-17', 1, '518223401', [{ plan_id: 1001, status: 'ACTIVE' }]),
  northwind(5102, 'Liam', 'Harrison', '1975-09-08', 0, '518223402', [{ plan_id: 1002, status: 'PENDING' }]),
  northwind(5103, 'Olivia', 'Jackson', '1993-12-01', 1, '518223403', []),
  northwind(5104, 'Noah', 'Johnson', '1982-02-23', 0, '518223404', [
    { plan_id: 1001, status: 'ACTIVE' },
    { plan_id: 1004, status: 'ACTIVE' },
  ]),
  northwind(5105, 'Ava', 'Robinson', '1990-07-30', 1, '518223405', [{ plan_id: 1003, status: 'TERMED' }]),
  northwind(5106, 'Ethan', 'Thompson', '1986-05-19', 0, '518223406', [
    { plan_id: 1001, status: 'ACTIVE' },
    { plan_id: 1005, status: 'CANCELLED' },
  ]),
  northwind(5107, 'Mia', 'Wilson', '1979-10-11', 1, '518223407', [{ plan_id: 1006, status: 'ACTIVE' }]),
  northwind(5108, 'Lucas', 'Bennett', '1995-01-05', 0, '518223408', []),
  {
    ...northwind(5201, 'Grace', 'Wilkinson', '1984-08-14', 1, '541223409', [
      { plan_id: 1011, status: 'ACTIVE' },
    ]),
    agent_id: 20417,
    group_id: 3050,
    address1: '1301 2ND AVE',
    city: 'SEATTLE',
    state: 'WA',
    zip: '98101',
  },
  {
    ...northwind(5202, 'Omar', 'Patterson', '1977-03-02', 0, '541223410', []),
    agent_id: 20417,
    group_id: 3050,
    address1: '1301 2ND AVE',
    city: 'SEATTLE',
    state: 'WA',
    zip: '98101',
  },
];

/**
 * Member benefit store tokens of the demo members (README lists a link). Real tokens are random
 * (newStoreToken); these are fixed so the documented demo link keeps working after a reseed.
 */
export const DEMO_STORE_TOKENS: { user_id: number; token: string }[] = [
  { user_id: 5001, token: 'mbs_q7TvX2pLk9RwZ3hN8cJ4fD6y' },
  { user_id: 5002, token: 'mbs_Hc82Kd0pQzW5nLr3Ty7uVb1m' },
  { user_id: 5003, token: 'mbs_Ze4Rt9Yp2Lm6Nq8Ks1Xw3Vc5' },
  { user_id: 5004, token: 'mbs_Bn7Ju3Hy5Gt1Fr9De2Sw4Aq6' },
];
