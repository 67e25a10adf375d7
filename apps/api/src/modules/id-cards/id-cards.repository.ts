import type { Queryable } from '../../db';

/** One coverage of a member whose plan has an ID card, with what the card prints. */
export type CardCoverageRow = {
  plan_id: number;
  plan_name: string;
  category: string;
  carrier_name: string;
  carrier_phone: string;
  effective_date: string | null;
  /** The tier the coverage was enrolled in (IO, IS, IC, IF); null for coverage put on file without an enrollment. */
  tier: string | null;
  group_number: string;
  group_name: string;
};

export type MemberRow = {
  user_id: number;
  first_name: string;
  last_name: string;
  agent_id: number;
  group_id: number;
};

export type DependentRow = { first_name: string; last_name: string; relationship: 'spouse' | 'child' };

export async function memberOf(db: Queryable, userId: number): Promise<MemberRow | undefined> {
  const [m] = await db.query<MemberRow>(
    'SELECT user_id, first_name, last_name, agent_id, group_id FROM members WHERE user_id = $1',
    [userId],
  );
  return m;
}

/**
 * The member's coverages in force (ACTIVE, not terminated) whose plan has a card, in the order of
 * the member's home. The group number is the one the carrier knows the group by (the 834 trading
 * partner's, REF*38), else the group's own code.
 */
export const cardCoveragesOf = (db: Queryable, userId: number) =>
  db.query<CardCoverageRow>(
    `SELECT mp.plan_id, p.name AS plan_name, p.category, coalesce(c.name, '') AS carrier_name,
            coalesce(c.member_phone, '') AS carrier_phone,
            to_char(mp.effective_date, 'YYYY-MM-DD') AS effective_date, e.filter_info->>'tier' AS tier,
            coalesce(tg.policy_number, g.code) AS group_number, g.name AS group_name
       FROM member_plans mp
       JOIN members m ON m.user_id = mp.user_id
       JOIN groups g ON g.group_id = m.group_id
       JOIN plans p ON p.plan_id = mp.plan_id
       LEFT JOIN carriers c ON c.carrier_id = p.carrier_id
       LEFT JOIN trading_partner_groups tg ON tg.carrier_id = p.carrier_id AND tg.group_id = m.group_id
       LEFT JOIN enrollments e ON e.enrollment_id = mp.enrollment_id
      WHERE mp.user_id = $1 AND mp.status = 'ACTIVE' AND mp.terminated_on IS NULL AND p.id_card
      ORDER BY p.category, p.name`,
    [userId],
  );

export const dependentsOf = (db: Queryable, userId: number) =>
  db.query<DependentRow>(
    `SELECT first_name, last_name, relationship FROM member_dependents
      WHERE user_id = $1 ORDER BY position, dependent_id`,
    [userId],
  );
