import type { Queryable } from '../../db';

export type MemberProfile = {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  /** MM/DD/YYYY */
  dob: string;
  agent_id: number;
  group_id: number;
  gender: number | null;
  marital_status: number | null;
  ssn_enc: string | null;
  phone: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
};

export async function findMemberProfile(db: Queryable, userId: number): Promise<MemberProfile | undefined> {
  const [row] = await db.query<MemberProfile>(
    `SELECT user_id, first_name, last_name, email, to_char(dob, 'MM/DD/YYYY') AS dob, agent_id, group_id, gender,
       marital_status, ssn_enc, phone, address1, address2, city, state, zip
     FROM members WHERE user_id = $1`,
    [userId],
  );
  return row;
}

export type MemberBeneficiaryRow = {
  beneficiary_id: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  birthdate: string;
  ssn_enc: string | null;
  relationship: string;
  percentage: number;
};

export async function memberBeneficiaries(db: Queryable, userId: number): Promise<MemberBeneficiaryRow[]> {
  return db.query<MemberBeneficiaryRow>(
    `SELECT beneficiary_id, first_name, middle_name, last_name, to_char(birthdate, 'MM/DD/YYYY') AS birthdate,
       ssn_enc, relationship, percentage FROM member_beneficiaries WHERE user_id = $1 ORDER BY position, beneficiary_id`,
    [userId],
  );
}

export type MemberDependentRow = {
  dependent_id: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  birthdate: string;
  ssn_enc: string | null;
  relationship: 'spouse' | 'child';
  gender: 0 | 1;
  weight: string;
  height_feet: string;
  height_inch: string;
  health_enc: string | null;
};

export async function memberDependents(db: Queryable, userId: number): Promise<MemberDependentRow[]> {
  return db.query<MemberDependentRow>(
    `SELECT dependent_id, first_name, middle_name, last_name, to_char(birthdate, 'MM/DD/YYYY') AS birthdate, ssn_enc,
       relationship, gender, weight, height_feet, height_inch, health_enc
     FROM member_dependents WHERE user_id = $1 ORDER BY position, dependent_id`,
    [userId],
  );
}

/** The member's sealed health answers, if they gave any. */
export async function memberHealthAnswers(db: Queryable, userId: number): Promise<string | undefined> {
  const [row] = await db.query<{ answers_enc: string }>(
    'SELECT answers_enc FROM member_health_answers WHERE user_id = $1',
    [userId],
  );
  return row?.answers_enc;
}
