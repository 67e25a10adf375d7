import type { History, HistoryPerson, HistoryRow } from '@bs/contract';
import { openJson, type DataKey } from '../../kernel/crypto/data-key';
import { diffSnapshots } from './history-diff';
import type { AuditRow } from './history.repository';
import type { InvitationEventRow } from './invitation-events.repository';

/**
 * The person of a change, from the verified actor only: a signed-in account (name and role on
 * file) or member; anything else is an applicant whose header claims are not trusted (verified false).
 */
export function personOf(r: AuditRow): HistoryPerson {
  if (r.verified && r.account_id != null && r.account_kind)
    return {
      key: `account:${r.account_id}`,
      name: r.account_name ?? '',
      role: r.account_kind,
      verified: true,
    };
  if (r.verified && r.user_id != null)
    return { key: `member:${r.user_id}`, name: r.member_name ?? '', role: 'member', verified: true };
  return { key: 'applicant', name: '', role: 'applicant', verified: false };
}

/**
 * Audit rows (oldest first) -> the history (newest first): each row with a snapshot is compared
 * with the previous snapshot of the same enrollment and section. Rows without one (start,
 * complete, and changes recorded before snapshots existed) appear once with no field.
 */
export function buildHistory(
  audit: AuditRow[],
  key: DataKey,
  filter: { step?: string | undefined; person?: string | undefined },
  invitations: InvitationEventRow[] = [],
): History {
  const last = new Map<string, unknown>();
  const rows: HistoryRow[] = [];
  const people = new Map<string, HistoryPerson>();
  const steps = new Set<string>();
  for (const v of invitations) {
    const row = invitationRow(v);
    people.set(row.person.key, row.person);
    steps.add(row.step);
    rows.push(row);
  }
  for (const a of audit) {
    const person = personOf(a);
    people.set(person.key, person);
    steps.add(a.section);
    const base = {
      save_id: `${a.id}`,
      at: a.at,
      enrollment_id: a.enrollment_id,
      step: a.section,
      action: a.action,
      person,
    };
    if (a.snapshot_enc == null) {
      rows.push({ ...base, id: `${a.id}`, field: null, before: null, after: null, masked: false });
      continue;
    }
    const now = openJson(a.snapshot_enc, key);
    let changes;
    if (a.enrollment_id) {
      const slot = `${a.enrollment_id}\0${a.section}`;
      changes = diffSnapshots(a.section, last.get(slot) ?? null, now);
      last.set(slot, now);
    } else {
      // A change to the member itself carries its own before and after (recordMemberChange).
      const { before, after } = now as { before: unknown; after: unknown };
      changes = diffSnapshots(a.section, before, after);
    }
    for (const c of changes) rows.push({ ...base, id: `${a.id}:${c.field}`, ...c });
  }
  // Invitation events interleave with the saves by time (both lists come oldest first).
  rows.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const shown = rows.filter(
    (r) => (!filter.step || r.step === filter.step) && (!filter.person || r.person.key === filter.person),
  );
  return { rows: shown.reverse(), steps: [...steps], people: [...people.values()] };
}

/**
 * An invitation event as a history row (issue 32): sent, reminded or revoked by a staff account;
 * reminded automatically on the group's schedule (issue 29); opened or declined by the employee
 * through their link (not signed in, so not verified). A
 * waiver shows its reason code, never its free text.
 */
export function invitationRow(v: InvitationEventRow): HistoryRow {
  const person: HistoryPerson =
    v.account_id != null && v.account_kind
      ? { key: `account:${v.account_id}`, name: v.account_name ?? '', role: v.account_kind, verified: true }
      : v.detail === 'automatic'
        ? { key: 'schedule', name: '', role: 'schedule', verified: true }
        : { key: 'applicant', name: '', role: 'applicant', verified: false };
  const id = `invitation:${v.id}`;
  return {
    id,
    save_id: id,
    at: v.at,
    enrollment_id: v.enrollment_id,
    step: 'invitation',
    action: v.kind,
    field: v.kind === 'waive' ? 'waive_reason' : null,
    before: null,
    after: v.kind === 'waive' ? v.detail : null,
    masked: false,
    person,
  };
}
