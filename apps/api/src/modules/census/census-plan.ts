import type { Language } from '@bs/domain';
import { t } from '../../i18n/messages';
import { columnName } from './census-columns';
import type { CensusEmployee, RowIssue } from './census-rows';

/**
 * What a checked census file would change (ADR 0020). Each valid row is matched to a saved
 * employee of the group by employee id, else by e-mail, and to a member of the group (one person,
 * one member) through the saved employee's member, else by e-mail with the same first name, last
 * name and date of birth. A row that would merge two people (an e-mail of a member with another
 * name or birth date, two rows on one saved employee or one member) is a conflict for the
 * administrator: never saved, never merged.
 */
export type SavedEmployee = Omit<CensusEmployee, 'row'> & {
  census_id: number;
  member_user_id: number | null;
};
export type GroupMember = {
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  dob: string;
};

export type PlannedRow = CensusEmployee & {
  op: 'add' | 'update' | 'unchanged';
  /** The saved employee updated, and its fields as compared (a commit refuses if they changed since). */
  census_id: number | null;
  seen: string | null;
  member_user_id: number | null;
};

const SAME_FIELDS = [
  'employee_id',
  'first_name',
  'last_name',
  'dob',
  'gender',
  'email',
  'phone',
  'zip',
  'hire_date',
  'employment_status',
  'lang',
  'tier',
] as const;

/** A saved employee's identity fields, as the preview compared them. */
export const signatureOf = (s: SavedEmployee) =>
  JSON.stringify([...SAME_FIELDS.map((f) => s[f] ?? null), s.member_user_id]);

const samePerson = (a: { first_name: string; last_name: string; dob: string }, b: typeof a) =>
  a.first_name.toLowerCase() === b.first_name.toLowerCase() &&
  a.last_name.toLowerCase() === b.last_name.toLowerCase() &&
  a.dob === b.dob;

export function planCensus(
  employees: readonly CensusEmployee[],
  saved: readonly SavedEmployee[],
  members: readonly GroupMember[],
  lang: Language,
): { rows: PlannedRow[]; conflicts: RowIssue[] } {
  const savedById = new Map(saved.map((s) => [s.employee_id, s]));
  const savedByEmail = new Map(saved.map((s) => [s.email.toLowerCase(), s]));
  const memberByEmail = new Map(members.map((m) => [m.email.toLowerCase(), m]));
  const memberById = new Map(members.map((m) => [m.user_id, m]));
  // Which saved employee already is which member, so a second employee cannot take the same one.
  const employeeOfMember = new Map(
    saved.filter((s) => s.member_user_id != null).map((s) => [s.member_user_id!, s]),
  );
  const idsInFile = new Set(employees.map((e) => e.employee_id));
  const rowOfSaved = new Map<number, number>();
  const rowOfMember = new Map<number, number>();
  const rows: PlannedRow[] = [];
  const conflicts: RowIssue[] = [];

  for (const e of employees) {
    const conflict = (
      column: 'employee_id' | 'email' | '',
      reason: string,
      params: Record<string, string | number>,
    ) =>
      conflicts.push({
        kind: 'conflict',
        row: e.row,
        column: column ? columnName(column, lang) : '',
        reason: t(lang, reason, params),
      });

    let match = savedById.get(e.employee_id);
    if (!match) {
      const byEmail = savedByEmail.get(e.email);
      // An e-mail of a saved employee whose own id is also in this file: two rows would become one.
      if (byEmail && idsInFile.has(byEmail.employee_id)) {
        conflict('email', 'The e-mail {email} belongs to employee {id}, who is also in this file.', {
          email: e.email,
          id: byEmail.employee_id,
        });
        continue;
      }
      match = byEmail;
    }
    if (match) {
      const first = rowOfSaved.get(match.census_id);
      if (first !== undefined) {
        conflict('employee_id', 'Row {row} already matches the same saved employee ({id}).', {
          row: first,
          id: match.employee_id,
        });
        continue;
      }
    }

    let memberId = match?.member_user_id ?? null;
    if (memberId == null) {
      const m = memberByEmail.get(e.email);
      if (m && !samePerson(m, e)) {
        conflict(
          'email',
          'The e-mail {email} belongs to member {name}, whose name or date of birth differ.',
          {
            email: e.email,
            name: `${m.first_name} ${m.last_name}`,
          },
        );
        continue;
      }
      const other = m && employeeOfMember.get(m.user_id);
      if (m && other && other.census_id !== match?.census_id) {
        conflict('email', 'Member {name} is already employee {id} of this group.', {
          name: `${m.first_name} ${m.last_name}`,
          id: other.employee_id,
        });
        continue;
      }
      memberId = m?.user_id ?? null;
    }
    if (memberId != null) {
      const first = rowOfMember.get(memberId);
      if (first !== undefined) {
        const m = memberById.get(memberId);
        conflict('', 'Row {row} already matches the same member ({name}).', {
          row: first,
          name: m ? `${m.first_name} ${m.last_name}` : String(memberId),
        });
        continue;
      }
      rowOfMember.set(memberId, e.row);
    }
    if (match) rowOfSaved.set(match.census_id, e.row);

    const unchanged =
      match &&
      match.member_user_id === memberId &&
      SAME_FIELDS.every((f) => (match[f] ?? null) === (e[f] ?? null));
    rows.push({
      ...e,
      op: !match ? 'add' : unchanged ? 'unchanged' : 'update',
      census_id: match?.census_id ?? null,
      seen: match ? signatureOf(match) : null,
      member_user_id: memberId,
    });
  }
  return { rows, conflicts };
}
