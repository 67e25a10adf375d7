import { randomBytes, randomInt } from 'node:crypto';
import { sealJson } from '../src/kernel/crypto/data-key';
import { ssnIndexOf } from '../src/kernel/enrollment/member-match';
import { sealSsn } from '../src/kernel/enrollment/sensitive';
import type { TestCtx } from './harness';
import { PLANS } from './wizard';

/**
 * A member of group 77 (agent 10109) with something on file for every writer of completion, like
 * Maria Lopez (5001) but of the suite's own, so proven writes can change it without touching the
 * demo member: two beneficiaries (60/40), a spouse, health answers, dental ACTIVE since 2026-01-01
 * and vision TERMED from an earlier enrollment, and a saved card.
 */
export async function targetMember(ctx: TestCtx) {
  const userId = 800_000 + randomInt(100_000);
  // Letters only: the wizard accepts letters, spaces, hyphens and apostrophes in a name.
  const tag = [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
  const t = {
    userId,
    first_name: 'Rosa',
    last_name: `Target${tag}`,
    email: `rosa.${tag}@example.com`,
    dob: '06/15/1980',
    ssn: `5${String(randomInt(10, 99))}${String(randomInt(10, 99))}${String(randomInt(1000, 9999))}`,
  };
  const key = ctx.config.dataKey;
  await ctx.db.query(
    `INSERT INTO members (user_id, first_name, last_name, email, dob, agent_id, group_id, gender, marital_status, ssn_enc, ssn_index,
       phone, address1, address2, city, state, zip)
     VALUES ($1,$2,$3,$4,'1980-06-15',10109,77,1,1,$5,$6,'2125550100','1 Home St','','NEW YORK','NY','10001')`,
    [
      userId,
      t.first_name,
      t.last_name,
      t.email,
      sealSsn(t.ssn, key),
      ssnIndexOf(t.ssn, ctx.config.codePepper),
    ],
  );
  for (const [i, [name, pct]] of (
    [
      ['Daniel', 60],
      ['Sofia', 40],
    ] as const
  ).entries())
    await ctx.db.query(
      `INSERT INTO member_beneficiaries (user_id, beneficiary_id, first_name, middle_name, last_name, birthdate, relationship, percentage, position)
       VALUES ($1,$2,$3,'',$4,'1982-07-09','spouse',$5,$6)`,
      [userId, `mb_${tag}_${i}`, name, t.last_name, pct, i],
    );
  await ctx.db.query(
    `INSERT INTO member_dependents (user_id, dependent_id, first_name, middle_name, last_name, birthdate, relationship, gender, position)
     VALUES ($1,$2,'Daniel','',$3,'1982-07-09','spouse',0,0)`,
    [userId, `md_${tag}`, t.last_name],
  );
  await ctx.db.query('INSERT INTO member_health_answers (user_id, answers_enc) VALUES ($1,$2)', [
    userId,
    sealJson({ asthma: 'yes' }, key),
  ]);
  await ctx.db.query(
    `INSERT INTO member_plans (user_id, plan_id, status, policy_id, effective_date, enrollment_id, terminated_on)
     VALUES ($1,$2,'ACTIVE','P-OLD','2026-01-01','earlier',NULL), ($1,$3,'TERMED','P-OLD','2025-01-01','earlier','2025-06-30')`,
    [userId, PLANS.dental, PLANS.vision],
  );
  await ctx.db.query(
    `INSERT INTO payment_instruments (user_id, kind, holder_name, number_enc, last4, brand, exp_month, exp_year)
     VALUES ($1,'card','Rosa Target',$2,'1111','visa','08','2030')`,
    [userId, sealJson('4111111111111111', key)],
  );
  return t;
}
export type TargetMember = Awaited<ReturnType<typeof targetMember>>;
