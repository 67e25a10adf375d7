import { seedEoiDemo } from './eoi-demo';
import { seedPlanDocumentsDemo } from './plan-documents-demo';
import { seedDemoCensus } from './census-demo';
import { seedPossibleDuplicateDemo } from './possible-duplicate-demo';
import { seedPayDemo } from './pay-demo';
import { seedEnrollmentWindows } from './enrollment-windows-demo';
import { seedHistoryDemo } from './history-demo';
import type { Tenant } from '@bs/tenant-config';
import { hashCode, newEnrollmentId, normalizeEmail } from '../kernel/crypto/code-hash';
import type { Db, Queryable } from '../db/types';
import {
  DEMO_AGENT_GROUPS,
  DEMO_AGENTS,
  DEMO_CONTINUE,
  DEMO_GROUPS,
  DEMO_MEMBERS,
  DEMO_MENUS,
  DEMO_PORTALS,
  DEMO_REFERRALS,
} from './demo-world';
import { seedAccounts } from './accounts';
import { seedCatalogue } from './catalogue';
import { DEMO_STORE_TOKENS } from './roster-members';
import { applyTenantBranding } from '../kernel/people/tenant-branding';
import { checkBindings, upsertTenant } from './tenants';
import { seedQuoteDemo } from './quote-demo';
import { seedWizardData } from './wizard-data';
import { seedBillingData } from './billing-data';
import type { DataKey } from '../kernel/crypto/data-key';
import { backfillSsnIndex } from '../kernel/enrollment/member-match';

export const SEED_LOCK_ID = 7_340_002;

async function seedWorld(tx: Queryable): Promise<void> {
  for (const a of DEMO_AGENTS) {
    await tx.query(
      `INSERT INTO agents (agent_id, first_name, last_name, agent_code, bio, email, payment_method) VALUES ($1,$2,$3,$4,$5,$6,$7)
       ON CONFLICT (agent_id) DO UPDATE SET first_name=EXCLUDED.first_name, last_name=EXCLUDED.last_name, agent_code=EXCLUDED.agent_code, bio=EXCLUDED.bio,
         email=EXCLUDED.email, payment_method=EXCLUDED.payment_method`,
      [a.agent_id, a.first_name, a.last_name, a.agent_code, a.bio, a.email, a.payment_method],
    );
  }
  for (const g of DEMO_GROUPS) {
    await tx.query(
      `INSERT INTO groups (group_id, name, code, agent_id, about, email, payment_method) VALUES ($1,$2,$3,$4,$5,$6,$7)
       ON CONFLICT (group_id) DO UPDATE SET name=EXCLUDED.name, code=EXCLUDED.code, agent_id=EXCLUDED.agent_id, about=EXCLUDED.about,
         email=EXCLUDED.email, payment_method=EXCLUDED.payment_method`,
      [g.group_id, g.name, g.code, g.agent_id, g.about, g.email, g.payment_method],
    );
  }
  for (const l of DEMO_AGENT_GROUPS) {
    await tx.query('INSERT INTO agent_groups (agent_id, group_id) VALUES ($1,$2) ON CONFLICT DO NOTHING', [
      l.agent_id,
      l.group_id,
    ]);
  }
  for (const p of DEMO_PORTALS) {
    await tx.query(
      `INSERT INTO portals (portal_id, agent_id, name, is_default, position) VALUES ($1,$2,$3,$4,$5)
       ON CONFLICT (portal_id) DO UPDATE SET agent_id=EXCLUDED.agent_id, name=EXCLUDED.name, is_default=EXCLUDED.is_default, position=EXCLUDED.position`,
      [p.portal_id, p.agent_id, p.name, p.is_default, p.position],
    );
  }
  for (const m of DEMO_MENUS) {
    await tx.query('DELETE FROM menus WHERE owner_type = $1 AND owner_id = $2', [m.owner_type, m.owner_id]);
    for (const [i, c] of m.categories.entries()) {
      await tx.query('INSERT INTO menus (owner_type, owner_id, category, position) VALUES ($1,$2,$3,$4)', [
        m.owner_type,
        m.owner_id,
        c,
        i + 1,
      ]);
    }
  }
  await seedCatalogue(tx);
  for (const m of DEMO_MEMBERS) {
    await tx.query(
      `INSERT INTO members (user_id, first_name, last_name, email, dob, agent_id, group_id) VALUES ($1,$2,$3,$4,$5,$6,$7)
       ON CONFLICT (user_id) DO UPDATE SET first_name=EXCLUDED.first_name, last_name=EXCLUDED.last_name, email=EXCLUDED.email,
         dob=EXCLUDED.dob, agent_id=EXCLUDED.agent_id, group_id=EXCLUDED.group_id`,
      [m.user_id, m.first_name, m.last_name, m.email, m.dob, m.agent_id, m.group_id],
    );
    for (const p of m.plans) {
      await tx.query(
        // Seeded coverage starts on a fixed day, as real coverage does (the 834's DTP*348).
        `INSERT INTO member_plans (user_id, plan_id, status, policy_id, effective_date) VALUES ($1,$2,$3,$4,'2026-01-01')
         ON CONFLICT (user_id, plan_id) DO UPDATE SET status=EXCLUDED.status,
           effective_date=coalesce(member_plans.effective_date, EXCLUDED.effective_date)`,
        [m.user_id, p.plan_id, p.status, `POL-${m.user_id}-${p.plan_id}`],
      );
    }
  }
  for (const t of DEMO_STORE_TOKENS) {
    await tx.query(
      `INSERT INTO member_store_tokens (token, user_id) VALUES ($1,$2)
       ON CONFLICT (user_id) DO UPDATE SET token=EXCLUDED.token`,
      [t.token, t.user_id],
    );
  }
  for (const r of DEMO_REFERRALS) {
    await tx.query(
      `INSERT INTO referrals (referral_id, agent_id, group_id, portal_id, referrer_name, active) VALUES ($1,$2,$3,$4,$5,$6)
       ON CONFLICT (referral_id) DO UPDATE SET agent_id=EXCLUDED.agent_id, group_id=EXCLUDED.group_id, portal_id=EXCLUDED.portal_id,
         referrer_name=EXCLUDED.referrer_name, active=EXCLUDED.active`,
      [r.referral_id, r.agent_id, r.group_id, r.portal_id, r.referrer_name, r.active],
    );
  }
}

/** The demo saved enrollment: created once (random id), its code's expiry pushed forward on every seed. */
async function seedContinueDemo(tx: Queryable, pepper: string): Promise<void> {
  const email = normalizeEmail(DEMO_CONTINUE.email);
  const hash = hashCode(DEMO_CONTINUE.code, pepper);
  const [existing] = await tx.query<{ id: number }>(
    'SELECT id FROM continue_codes WHERE email = $1 AND code_hash = $2',
    [email, hash],
  );
  if (existing) {
    await tx.query(`UPDATE continue_codes SET expires_at = now() + interval '365 days' WHERE id = $1`, [
      existing.id,
    ]);
    return;
  }
  const d = DEMO_CONTINUE;
  const id = newEnrollmentId();
  await tx.query(
    `INSERT INTO enrollments (enrollment_id, eprocess, type, open_type, agent_id, group_id, platform_group_id, filter_info, sections, saved_tab)
     VALUES ($1,'applicant','new-user','user',$2,$3,$4,$5::jsonb,$6::jsonb,$7)`,
    [
      id,
      d.filter_info.agent_id,
      d.filter_info.group_id,
      d.filter_info.platform_group_id,
      JSON.stringify(d.filter_info),
      JSON.stringify({ primary_info: d.primary_info, contact_info: { email_address: d.email } }),
      d.saved_tab,
    ],
  );
  for (const c of d.cart) {
    await tx.query(
      'INSERT INTO cart_items (enrollment_id, plan_id, plan_pricing_id, price_cents) VALUES ($1,$2,$3,$4)',
      [id, c.plan_id, c.plan_pricing_id, c.price_cents],
    );
  }
  await tx.query(
    `INSERT INTO continue_codes (enrollment_id, email, code_hash, expires_at) VALUES ($1,$2,$3, now() + interval '365 days')`,
    [id, email, hash],
  );
}

/**
 * Idempotent demo seed: the world, every tenant from tenants/, derived branding, the continue
 * demo, the wizard's questionnaire and the existing members' data on file.
 */
export async function seed(
  db: Db,
  opts: { tenants: Tenant[]; codePepper: string; dataKey: DataKey },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    await seedWorld(tx);
    for (const t of opts.tenants) {
      const problems = await checkBindings(tx, t);
      if (problems.length) throw new Error(`tenant ${t.slug}: ${problems.join('; ')}`);
      await upsertTenant(tx, t);
    }
    await applyTenantBranding(tx);
    await seedContinueDemo(tx, opts.codePepper);
    await seedWizardData(tx, opts.dataKey);
    await seedBillingData(tx, opts.dataKey);
    await seedAccounts(tx);
    await seedDemoCensus(tx);
    await seedPossibleDuplicateDemo(tx, opts.dataKey);
    await seedGroupStates(tx);
    await seedPayDemo(tx);
    await seedEnrollmentWindows(tx, opts.dataKey);
    await seedEoiDemo(tx, opts.dataKey);
    await seedPlanDocumentsDemo(tx, opts.dataKey);
    await seedHistoryDemo(tx);
    await seedQuoteDemo(tx);
    // Members sealed before migration 0019 (and the seeded ones) get their SSN's blind index.
    await backfillSsnIndex(tx, opts.dataKey, opts.codePepper);
  });
}

/**
 * Where the demo groups' employees live (groups.states, ADR 0020): a census zip outside these is
 * refused. Only set while empty, so a state list changed later is kept.
 */
async function seedGroupStates(tx: Queryable) {
  await tx.query(
    `UPDATE groups SET states = ARRAY['NY','NJ','CT','PA','GA','FL','CA','WA','TX'] WHERE group_id = 77 AND states = '{}'`,
  );
}

/**
 * Registers one tenant (tools/onboard-tenant.mjs) without touching the rest of the demo world.
 * False when the database copy was kept because the console changed it (ADR 0011).
 */
export async function seedTenant(db: Db, tenant: Tenant): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]);
    const problems = await checkBindings(tx, tenant);
    if (problems.length) throw new Error(`tenant ${tenant.slug}: ${problems.join('; ')}`);
    const written = await upsertTenant(tx, tenant);
    await applyTenantBranding(tx);
    return written;
  });
}
