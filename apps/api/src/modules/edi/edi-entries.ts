import { openSsn } from '../../kernel/enrollment/sensitive';
import type { DataKey } from '../../kernel/crypto/data-key';
import { caseOfRow, coverageOn } from '../../kernel/eoi/in-force';
import { COVERAGE_LEVEL, INSURANCE_LINE, TIER_COVERS, genderCode } from './edi-codes';
import type { Coverage, Maintenance, MemberEntry, Person } from './edi-834-types';
import type { CoverageRow, DependentRow, LifeEventRow } from './edi-members.repository';

export type FileMode = 'full' | 'changes';

const day = (ts: string) => ts.slice(0, 10);

/** A tier for coverage the platform seeded without an enrollment: from the dependents on file. */
function tierOf(row: CoverageRow, deps: DependentRow[]): string {
  if (row.tier && COVERAGE_LEVEL[row.tier]) return row.tier;
  const spouse = deps.some((d) => d.relationship === 'spouse');
  const child = deps.some((d) => d.relationship === 'child');
  return spouse && child ? 'IF' : spouse ? 'IS' : child ? 'IC' : 'IO';
}

/**
 * A coverage's maintenance type in the file, or null when it does not belong in it: a full file
 * carries every active coverage as 030; a changes-only file carries additions (021) and
 * terminations (024) since the last file, and the member's other active coverages as 001 when
 * the member is in the file for another reason.
 */
function coverageMaintenance(row: CoverageRow, mode: FileMode): Maintenance | null {
  const ended = row.terminated_on != null;
  if (mode === 'full') return ended || row.status !== 'ACTIVE' ? null : '030';
  if (row.ended_since) return '024';
  if (ended || row.ended_before || row.status !== 'ACTIVE') return null;
  return row.added_since ? '021' : '001';
}

/** Something to tell the carrier about this coverage in a changes-only file besides its type. */
const amountChanged = (row: CoverageRow, mode: FileMode) => mode === 'changes' && row.amount_changed;

/**
 * The life event a member's addition was made under: the newest of theirs whose reporting window
 * (from its report to its deadline) holds the day an added coverage's enrollment was completed.
 */
function eventOf(
  userId: number,
  picked: { r: CoverageRow; m: Maintenance }[],
  events: LifeEventRow[],
): MemberEntry['life_event'] {
  const days = picked.flatMap((p) => (p.m === '021' && p.r.completed_at ? [day(p.r.completed_at)] : []));
  const e = events.find(
    (ev) => ev.user_id === userId && days.some((d) => d >= ev.reported_on && d <= ev.deadline),
  );
  return e ? { reason_code: e.reason_code, event_date: e.event_date } : null;
}

/**
 * A coverage's amount of cover and premium on the file's day (ADR 0039): the approved amount and
 * its premium until the carrier's decision, the decided amount and premium from its effective day.
 */
function amountOn(r: CoverageRow, on: string): Coverage['amount'] {
  const f = coverageOn({ benefitAmount: r.benefit_amount, priceCents: r.price_cents, eoi: caseOfRow(r) }, on);
  return f.amount == null ? null : { benefit: f.amount, premium_cents: f.monthlyCents };
}

/** The members of one group with their dependents, as the file's loops (SSNs opened here only). */
export function memberEntries(
  rows: CoverageRow[],
  dependents: DependentRow[],
  mode: FileMode,
  key: DataKey,
  lifeEvents: LifeEventRow[] = [],
  asOf?: string,
): MemberEntry[] {
  const byUser = new Map<number, CoverageRow[]>();
  for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
  const depsOf = new Map<number, DependentRow[]>();
  for (const d of dependents) depsOf.set(d.user_id, [...(depsOf.get(d.user_id) ?? []), d]);
  const out: MemberEntry[] = [];
  for (const [userId, covs] of byUser) {
    const deps = depsOf.get(userId) ?? [];
    const picked = covs.flatMap((r) => {
      const m = coverageMaintenance(r, mode);
      return m ? [{ r, m }] : [];
    });
    const first = covs[0]!;
    // An EOI decision in force since the last file changes the coverage's amount (ADR 0039).
    const changed = picked.some((p) => p.m !== '001' || amountChanged(p.r, mode)) || first.member_changed;
    if (!picked.length || (mode === 'changes' && !changed)) continue;
    const maintenance: Maintenance =
      mode === 'full'
        ? '030'
        : picked.every((p) => p.m === '024')
          ? '024'
          : first.member_new && picked.every((p) => p.m === '021')
            ? '021'
            : '001';
    const coverage = (r: CoverageRow, m: Maintenance): Coverage => ({
      maintenance: m,
      insurance_line: INSURANCE_LINE[r.category] ?? 'HLT',
      plan: `${r.plan_id} ${r.plan_name}`,
      coverage_level: COVERAGE_LEVEL[tierOf(r, deps)]!,
      effective: r.effective_date ?? day(r.member_created_at),
      ends: m === '024' ? r.terminated_on : null,
      amount: amountOn(r, asOf ?? new Date().toISOString().slice(0, 10)),
    });
    const open = (sealed: string | null) => (sealed ? openSsn(sealed, key) : null);
    const subscriber: Person = {
      subscriber: true,
      relationship: '18',
      first_name: first.first_name,
      last_name: first.last_name,
      ssn: open(first.ssn_enc),
      birthdate: first.dob,
      gender: genderCode(first.gender),
      phone: first.phone,
      email: first.email,
      address: first.address1
        ? {
            line1: first.address1,
            line2: first.address2,
            city: first.city ?? '',
            state: first.state ?? '',
            zip: first.zip ?? '',
          }
        : null,
      coverages: picked.map((p) => coverage(p.r, p.m)),
    };
    const people = [subscriber];
    for (const d of deps) {
      const covered = picked.filter((p) => TIER_COVERS[tierOf(p.r, deps)]![d.relationship]);
      if (!covered.length) continue;
      people.push({
        subscriber: false,
        relationship: d.relationship === 'spouse' ? '01' : '19',
        first_name: d.first_name,
        middle_name: d.middle_name,
        last_name: d.last_name,
        ssn: open(d.ssn_enc),
        birthdate: d.birthdate,
        gender: genderCode(d.gender),
        coverages: covered.map((p) => coverage(p.r, p.m)),
      });
    }
    const effective = subscriber.coverages.map((c) => c.effective).sort();
    const ends = subscriber.coverages.flatMap((c) => (c.ends ? [c.ends] : [])).sort();
    out.push({
      maintenance,
      subscriber_id: String(userId),
      life_event: mode === 'changes' && maintenance !== '024' ? eventOf(userId, picked, lifeEvents) : null,
      eligibility_begin: effective[0]!,
      eligibility_end: maintenance === '024' ? (ends[ends.length - 1] ?? null) : null,
      people,
    });
  }
  return out;
}
