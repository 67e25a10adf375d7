import { ROSTER_MEMBERS } from './roster-members';

/**
 * What the demo members have on file, for the wizard's existing-member paths (apps/api/README.md
 * lists which member and tier reaches which path). SSNs and health answers are sealed when seeded.
 */
export const DEMO_MEMBER_PROFILES = [
  {
    user_id: 5001,
    gender: 1,
    marital_status: 1,
    ssn: '512346789',
    phone: '2125550148',
    address1: '225 W 34TH ST',
    address2: 'APT 12B',
    city: 'NEW YORK',
    state: 'NY',
    zip: '10001',
  },
  {
    user_id: 5002,
    gender: 0,
    marital_status: 1,
    ssn: '623451987',
    phone: '4045550172',
    address1: '191 PEACHTREE ST NE',
    address2: '',
    city: 'ATLANTA',
    state: 'GA',
    zip: '30303',
  },
  {
    user_id: 5003,
    gender: 1,
    marital_status: 0,
    ssn: '534129876',
    phone: '9515550133',
    address1: '3900 MAIN ST',
    address2: '',
    city: 'RIVERSIDE',
    state: 'CA',
    zip: '92501',
  },
  {
    user_id: 5004,
    gender: 0,
    marital_status: 1,
    ssn: '541238765',
    phone: '2065550119',
    address1: '1301 2ND AVE',
    address2: 'STE 400',
    city: 'SEATTLE',
    state: 'WA',
    zip: '98101',
  },
  ...ROSTER_MEMBERS.map(({ user_id, gender, marital_status, ssn, phone, address1, city, state, zip }) => ({
    user_id,
    gender,
    marital_status,
    ssn,
    phone,
    address1,
    address2: '',
    city,
    state,
    zip,
  })),
];

export const DEMO_MEMBER_BENEFICIARIES = [
  {
    user_id: 5001,
    beneficiary_id: 'mb_5001_1',
    first_name: 'Daniel',
    last_name: 'Lopez',
    birthdate: '1982-07-09',
    ssn: '531229876',
    relationship: 'spouse',
    percentage: 60,
  },
  {
    user_id: 5001,
    beneficiary_id: 'mb_5001_2',
    first_name: 'Sofia',
    last_name: 'Lopez',
    birthdate: '2012-05-14',
    ssn: null,
    relationship: 'child',
    percentage: 40,
  },
  {
    user_id: 5002,
    beneficiary_id: 'mb_5002_1',
    first_name: 'Linda',
    last_name: 'Carter',
    birthdate: '1981-02-17',
    ssn: '602117788',
    relationship: 'spouse',
    percentage: 100,
  },
  {
    user_id: 5004,
    beneficiary_id: 'mb_5004_1',
    first_name: 'Kevin',
    last_name: 'Nguyen',
    birthdate: '2006-09-03',
    ssn: '545667123',
    relationship: 'child',
    percentage: 50,
  },
  {
    user_id: 5004,
    beneficiary_id: 'mb_5004_2',
    first_name: 'Emily',
    last_name: 'Nguyen',
    birthdate: '2009-12-21',
    ssn: '545667124',
    relationship: 'child',
    percentage: 50,
  },
];

type Answers = {
  yes?: Record<number, Record<string, string | number>>;
  medications?: { medication: string; dosage: string; medical_condition: string }[];
};

export const DEMO_MEMBER_DEPENDENTS: {
  user_id: number;
  dependent_id: string;
  first_name: string;
  last_name: string;
  birthdate: string;
  ssn: string;
  relationship: 'spouse' | 'child';
  gender: 0 | 1;
  weight: string;
  height_feet: string;
  height_inch: string;
  answers: Answers | null;
}[] = [
  {
    user_id: 5001,
    dependent_id: 'md_5001_1',
    first_name: 'Daniel',
    last_name: 'Lopez',
    birthdate: '1982-07-09',
    ssn: '531229876',
    relationship: 'spouse',
    gender: 0,
    weight: '182',
    height_feet: '5',
    height_inch: '11',
    answers: {
      yes: {
        101: {
          health_condition: 'High blood pressure',
          date_of_onset: '06/01/2021',
          is_treatment: 1,
          is_medicate: 1,
          d_last_seen: '02/12/2025',
        },
      },
      medications: [
        { medication: 'Lisinopril', dosage: '10 mg daily', medical_condition: 'High blood pressure' },
      ],
    },
  },
  {
    user_id: 5001,
    dependent_id: 'md_5001_2',
    first_name: 'Sofia',
    last_name: 'Lopez',
    birthdate: '2012-05-14',
    ssn: '535781234',
    relationship: 'child',
    gender: 1,
    weight: '88',
    height_feet: '4',
    height_inch: '9',
    answers: {},
  },
  {
    user_id: 5002,
    dependent_id: 'md_5002_1',
    first_name: 'Linda',
    last_name: 'Carter',
    birthdate: '1981-02-17',
    ssn: '602117788',
    relationship: 'spouse',
    gender: 1,
    weight: '140',
    height_feet: '5',
    height_inch: '6',
    answers: null,
  },
  {
    user_id: 5004,
    dependent_id: 'md_5004_1',
    first_name: 'Kevin',
    last_name: 'Nguyen',
    birthdate: '2006-09-03',
    ssn: '545667123',
    relationship: 'child',
    gender: 0,
    weight: '165',
    height_feet: '5',
    height_inch: '10',
    answers: {},
  },
  {
    user_id: 5004,
    dependent_id: 'md_5004_2',
    first_name: 'Emily',
    last_name: 'Nguyen',
    birthdate: '2009-12-21',
    ssn: '545667124',
    relationship: 'child',
    gender: 1,
    weight: '118',
    height_feet: '5',
    height_inch: '3',
    answers: {},
  },
];

/** The members' own answers: Maria has asthma and takes an inhaler; Tom answered no to all; James and Aisha gave none. */
export const DEMO_MEMBER_HEALTH: { user_id: number; answers: Answers }[] = [
  {
    user_id: 5001,
    answers: {
      yes: {
        104: {
          health_condition: 'Asthma',
          date_of_onset: '03/01/2015',
          is_treatment: 1,
          is_medicate: 1,
          d_last_seen: '01/10/2025',
          symptoms: 'Seasonal wheezing',
        },
      },
      medications: [
        { medication: 'Albuterol inhaler', dosage: '90 mcg as needed', medical_condition: 'Asthma' },
      ],
    },
  },
  { user_id: 5004, answers: {} },
];
export type { Answers as DemoAnswers };
