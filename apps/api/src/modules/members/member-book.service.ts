import { MEMBERS_PER_PAGE, type MemberPage } from '@bs/contract';
import { isDbInt, type Queryable } from '../../db';
import { maskSealedSsn } from '../../kernel/enrollment/sensitive';
import { findBookPage, findBookPlans, type BookOwner } from './member-book.repository';
import type { DataKey } from '../../kernel/crypto/data-key';

/**
 * One page of the current-members table (spec §2, §9: 5 rows a page). The SSN is opened and
 * masked here, for the page's rows only: the full number never leaves the server.
 */
export async function memberPage(
  db: Queryable,
  owner: BookOwner,
  search: string,
  page: number,
  dataKey: DataKey,
): Promise<MemberPage> {
  const per_page = MEMBERS_PER_PAGE;
  // An owner id past the integer range has no members; a page past the end is simply empty.
  if (!isDbInt(owner.id)) return { rows: [], total: 0, page, per_page };
  const { rows, total } = await findBookPage(db, owner, search, (page - 1) * per_page, per_page);
  const plans = await findBookPlans(
    db,
    rows.map((r) => r.user_id),
  );
  return {
    total,
    page,
    per_page,
    rows: rows.map((r) => {
      const own = plans.filter((p) => p.user_id === r.user_id);
      return {
        user_id: r.user_id,
        name: `${r.first_name} ${r.last_name}`,
        first_name: r.first_name,
        last_name: r.last_name,
        dob: r.dob,
        email: r.email,
        ssn: maskSealedSsn(r.ssn_enc, dataKey),
        policy_id: (own.find((p) => p.plan_status === 'ACTIVE') ?? own[0])?.policy_id ?? null,
        group_info: { group_id: r.group_id, group_name: r.group_name },
        plan_info: own.map((p) => ({ plan_name: p.plan_name, plan_status: p.plan_status })),
      };
    }),
  };
}
