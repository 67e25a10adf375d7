import type { Queryable } from '../db/types';
import { hashPassword } from '../kernel/access/password';

/**
 * Demo sign-ins (README "Demo sign-ins"). DEMO ONLY: the passwords are public; a real deployment
 * seeds no accounts. A password is hashed only when its account is first created, so a password
 * changed through "forgot password" survives later seeds.
 */
export const DEMO_ACCOUNTS = [
  {
    email: 'jordan.avery@summit-benefits.example',
    password: 'demo-rep-10109',
    kind: 'rep',
    first_name: 'Jordan',
    last_name: 'Avery',
    agent_id: 10109,
    group_id: null,
  },
  {
    email: 'dana.whitfield@harbor-benefits.example',
    password: 'demo-rep-20417',
    kind: 'rep',
    first_name: 'Dana',
    last_name: 'Whitfield',
    agent_id: 20417,
    group_id: null,
  },
  {
    email: 'hr@northwind.example',
    password: 'demo-group-77',
    kind: 'group_admin',
    first_name: 'Priya',
    last_name: 'Shah',
    agent_id: null,
    group_id: 77,
  },
  {
    email: 'admin@benefit-store.example',
    password: 'demo-platform-admin',
    kind: 'platform_admin',
    first_name: 'Alex',
    last_name: 'Morgan',
    agent_id: null,
    group_id: null,
  },
  // Agent 20417's list-billed and statement-billed groups each have their own administrator.
  {
    email: 'hr@lakeside-mfg.example',
    password: 'demo-group-4100',
    kind: 'group_admin',
    first_name: 'Tom',
    last_name: 'Becker',
    agent_id: null,
    group_id: 4100,
  },
  {
    email: 'hr@summit-hospitality.example',
    password: 'demo-group-4200',
    kind: 'group_admin',
    first_name: 'Lena',
    last_name: 'Ortiz',
    agent_id: null,
    group_id: 4200,
  },
] as const;

/** The demo member who signs in by mailed link or code (member 5001 Maria Lopez). */
export const DEMO_MEMBER_SIGN_IN = { email: 'maria.lopez@example.com', user_id: 5001 } as const;

export async function seedAccounts(tx: Queryable): Promise<void> {
  for (const a of DEMO_ACCOUNTS) {
    const [existing] = await tx.query('SELECT 1 FROM accounts WHERE email = $1', [a.email]);
    if (existing) {
      await tx.query(
        'UPDATE accounts SET kind=$2, first_name=$3, last_name=$4, agent_id=$5, group_id=$6 WHERE email=$1',
        [a.email, a.kind, a.first_name, a.last_name, a.agent_id, a.group_id],
      );
      continue;
    }
    await tx.query(
      `INSERT INTO accounts (email, kind, first_name, last_name, agent_id, group_id, password_hash)
       VALUES ($1,$2,$3,$4,$5,$6,$7) ON CONFLICT (email) DO NOTHING`,
      [a.email, a.kind, a.first_name, a.last_name, a.agent_id, a.group_id, await hashPassword(a.password)],
    );
  }
}
