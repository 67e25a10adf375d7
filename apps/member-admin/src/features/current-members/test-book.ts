import type { MemberRow } from '@bs/contract';
import type { ApiRequest, ApiReply } from '@bs/api-client/testing';
import { ok } from '@bs/api-client/testing';

const row = (user_id: number, first: string, last: string, plans: [string, string][] = []): MemberRow => ({
  user_id,
  name: `${first} ${last}`,
  first_name: first,
  last_name: last,
  dob: '01/02/1980',
  email: `${first}.${last}@example.com`.toLowerCase(),
  ssn: `*****${String(user_id).slice(-4)}`,
  policy_id: null,
  group_info: { group_id: 77, group_name: 'Northwind Traders' },
  plan_info: plans.map(([plan_name, plan_status]) => ({ plan_name, plan_status })),
});

/** A test book of 7 members, searched and paged like the server does (5 a page). */
export const BOOK: MemberRow[] = [
  row(5101, 'Emma', 'Anderson', [['Dental Plus', 'ACTIVE']]),
  row(5102, 'Liam', 'Harrison', [['Vision Basic', 'PENDING']]),
  row(5103, 'Olivia', 'Jackson'),
  row(5104, 'Noah', 'Johnson', [['Dental Plus', 'ACTIVE']]),
  row(5105, 'Ava', 'Robinson', [['Term Life 50', 'TERMED']]),
  row(5106, 'Ethan', 'Thompson', [
    ['Dental Plus', 'ACTIVE'],
    ['Accident Care', 'CANCELLED'],
  ]),
  row(5107, 'Mia', 'Wilson'),
];

export function answerBook(req: ApiRequest): ApiReply {
  const search = (req.query.search ?? '').toLowerCase();
  const page = Number(req.query.page ?? 1);
  const hits = BOOK.filter((m) => `${m.name} ${m.email}`.toLowerCase().includes(search));
  return ok({ rows: hits.slice((page - 1) * 5, page * 5), total: hits.length, page, per_page: 5 });
}
