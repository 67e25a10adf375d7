import type { Queryable } from '../../db';
import type {
  StoredBeneficiary,
  StoredContact,
  StoredDependent,
  StoredHealth,
  StoredPersonal,
} from '../../kernel/enrollment/stored-sections';
import type { WizardContext } from '../../kernel/steps/wizard-context';
import type { PricedCartLine } from '../../kernel/cart/cart-pricing.service';
import type { DataKey } from '../../kernel/crypto/data-key';
import { ssnIndexOfSealed } from '../../kernel/enrollment/member-match';
import type { MemberWrite } from '../../kernel/enrollment/member-write-decision';

/** MM/DD/YYYY -> YYYY-MM-DD for date columns. */
export const isoDate = (us: string) => {
  const [m, d, y] = us.split('/');
  return `${y}-${m}-${d}`;
};

type Sections = {
  personal: StoredPersonal;
  contact: StoredContact;
  beneficiaries?: StoredBeneficiary[];
  dependents?: StoredDependent[];
  health?: StoredHealth;
};

/**
 * The enrollment becomes a member, as decideMemberWrite (kernel, ADR 0024) allows:
 *  - existing by a member enrollment: the member's own row is updated from what they (or their
 *    staff) saved, the SSN only when one was typed;
 *  - existing by an invitation, the member signed in or their staff: the record keeps its identity
 *    and sign-in e-mail, only an empty SSN and phone are filled; family, beneficiaries and health
 *    answers are the enrollment's;
 *  - new, or possible duplicate: a new members row with the enrollment's agent and group (so it
 *    shows in that rep's and group's lists); a possible duplicate is also recorded for review, and
 *    the member it looked like is not read or written at all.
 * Sealed values (SSNs, health answers) are copied sealed. Answers the member's user_id.
 */
export async function writeMember(
  tx: Queryable,
  ctx: WizardContext,
  s: Sections,
  decision: MemberWrite,
  keys: { dataKey: DataKey; codePepper: string },
): Promise<number> {
  const p = s.personal;
  const c = s.contact;
  const ssnIndex = ssnIndexOfSealed(p.ssn_enc, keys.dataKey, keys.codePepper);
  const values = [
    p.first_name,
    p.last_name,
    c.email_address,
    isoDate(p.birthdate),
    ctx.e.agent_id,
    ctx.e.group_id,
    p.gender,
    p.marital_status,
    p.ssn_enc,
    c.phone_number,
    c.address1,
    c.address2 ?? '',
    c.city,
    c.state,
    c.zip,
  ];
  let userId: number;
  if (decision.kind === 'existing' && decision.via === 'member-enrollment') {
    userId = decision.userId;
    await tx.query(
      `UPDATE members SET first_name=$2, last_name=$3, email=$4, dob=$5, agent_id=$6, group_id=$7, gender=$8,
         marital_status=$9, ssn_enc=COALESCE($10, ssn_enc), phone=$11, address1=$12, address2=$13, city=$14, state=$15, zip=$16,
         ssn_index=COALESCE($17, ssn_index), updated_at=now()
       WHERE user_id = $1`,
      [userId, ...values, ssnIndex],
    );
  } else if (decision.kind === 'existing') {
    userId = decision.userId;
    await tx.query(
      `UPDATE members SET ssn_enc=COALESCE(ssn_enc, $2), ssn_index=COALESCE(ssn_index, $3), phone=COALESCE(NULLIF(phone, ''), $4)
       WHERE user_id = $1`,
      [userId, p.ssn_enc, ssnIndex, c.phone_number],
    );
  } else {
    const [row] = await tx.query<{ user_id: number }>(
      `INSERT INTO members (user_id, first_name, last_name, email, dob, agent_id, group_id, gender, marital_status, ssn_enc,
         phone, address1, address2, city, state, zip, ssn_index)
       VALUES (nextval('member_user_id_seq'), $1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16) RETURNING user_id`,
      [...values, ssnIndex],
    );
    userId = row!.user_id;
    if (decision.kind === 'possible-duplicate')
      await tx.query(
        `INSERT INTO possible_duplicates (duplicate_user_id, existing_user_id, group_id, agent_id, matched_by, enrollment_id)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [userId, decision.of, ctx.e.group_id, ctx.e.agent_id, decision.matchedBy, ctx.e.enrollment_id],
      );
  }
  // The census row this enrollment came from is now this member (the board and later uploads match by it).
  await tx.query(
    'UPDATE census_employees SET member_user_id = $2 WHERE enrollment_id = $1 AND member_user_id IS NULL',
    [ctx.e.enrollment_id, userId],
  );
  if (s.beneficiaries) await writeBeneficiaries(tx, userId, s.beneficiaries);
  if (s.dependents) await writeDependents(tx, userId, s.dependents);
  if (s.health)
    await tx.query(
      `INSERT INTO member_health_answers (user_id, answers_enc) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET answers_enc = EXCLUDED.answers_enc, updated_at = now()`,
      [userId, s.health.enc],
    );
  return userId;
}

async function writeBeneficiaries(tx: Queryable, userId: number, list: StoredBeneficiary[]) {
  await tx.query('DELETE FROM member_beneficiaries WHERE user_id = $1', [userId]);
  for (const [i, b] of list.entries())
    await tx.query(
      `INSERT INTO member_beneficiaries (user_id, beneficiary_id, first_name, middle_name, last_name, birthdate, ssn_enc,
         relationship, percentage, position) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`,
      [
        userId,
        b.beneficiary_id,
        b.first_name,
        b.middle_name ?? '',
        b.last_name,
        isoDate(b.birthdate),
        b.ssn_enc,
        b.relationship,
        Number(b.beneficiary_percentage),
        i,
      ],
    );
}

async function writeDependents(tx: Queryable, userId: number, list: StoredDependent[]) {
  await tx.query('DELETE FROM member_dependents WHERE user_id = $1', [userId]);
  for (const [i, d] of list.entries()) {
    const p = d.primary_info;
    await tx.query(
      `INSERT INTO member_dependents (user_id, dependent_id, first_name, middle_name, last_name, birthdate, ssn_enc,
         relationship, gender, weight, height_feet, height_inch, health_enc, position)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14)`,
      [
        userId,
        p.dependent_id,
        p.first_name,
        p.middle_name ?? '',
        p.last_name,
        isoDate(p.birthdate),
        p.ssn_enc,
        p.relationship,
        p.gender,
        p.weight ?? '',
        p.height_feet ?? '',
        p.height_inch ?? '',
        d.health_enc,
        i,
      ],
    );
  }
}

/**
 * Coverage: one ACTIVE member_plans row per cart plan at the effective date, under the policy id.
 * A plan the member already holds from another enrollment keeps its row while it is live (ACTIVE or
 * PENDING): a new enrollment never moves another enrollment's dates or policy. An ended plan
 * (TERMED, WITHDRAWN) is enrolled again as new coverage; only proven writes reach an existing
 * member at all (decideMemberWrite), so nothing an applicant types re-activates someone's plan.
 */
export async function writeCoverage(
  tx: Queryable,
  userId: number,
  enrollmentId: string,
  policyId: string,
  effectiveDate: string,
  lines: PricedCartLine[],
): Promise<void> {
  for (const l of lines)
    await tx.query(
      `INSERT INTO member_plans (user_id, plan_id, status, policy_id, effective_date, enrollment_id, price_cents)
       VALUES ($1,$2,'ACTIVE',$3,$4,$5,$6)
       ON CONFLICT (user_id, plan_id) DO UPDATE SET status='ACTIVE', policy_id=EXCLUDED.policy_id,
         effective_date=EXCLUDED.effective_date, enrollment_id=EXCLUDED.enrollment_id, price_cents=EXCLUDED.price_cents,
         terminated_on=NULL, terminated_at=NULL
       WHERE member_plans.status NOT IN ('ACTIVE', 'PENDING') OR member_plans.enrollment_id = EXCLUDED.enrollment_id`,
      [userId, l.plan_id, policyId, isoDate(effectiveDate), enrollmentId, l.monthly_cents],
    );
}
