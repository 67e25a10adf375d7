import type { Report, ReportKind } from '@bs/contract';
import type { Db } from '../../db';
import type { Principal } from '../../kernel/access/principal';
import { MEASURES, reportRows, type ReportScope } from './reports.repository';

/**
 * The asker's own book, as the owner the access table ('view-reports') is asked about: a rep's
 * agent, a group administrator's group, nothing for the platform administrator (whose rule is
 * 'any'). Members and others get an owner no scope matches, so the table refuses them.
 */
export const ownBook = (p: Principal) =>
  p.kind === 'rep' ? { agent_id: p.agent_id } : p.kind === 'group_admin' ? { group_id: p.group_id } : {};

/** Whose enrollments the report counts, from the principal the table let in. */
export function scopeOf(p: Principal): ReportScope {
  if (p.kind === 'rep' && p.agent_id != null) return { kind: 'book', agent_id: p.agent_id };
  if (p.kind === 'group_admin' && p.group_id != null) return { kind: 'group', group_id: p.group_id };
  return { kind: 'platform' };
}

export async function buildReport(
  db: Db,
  kind: ReportKind,
  range: { from: string; to: string },
  scope: ReportScope,
): Promise<Report> {
  return {
    report: kind,
    from: range.from,
    to: range.to,
    scope: scope.kind,
    measures: MEASURES[kind],
    rows: await reportRows(db, kind, range.from, range.to, scope),
  };
}
