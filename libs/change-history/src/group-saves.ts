import type { HistoryRow } from '@bs/contract';
import { byStepOrder } from './field-label';

/** One save as the history shows it: who, when, which step, and every field it changed. */
export type Save = Pick<HistoryRow, 'save_id' | 'at' | 'enrollment_id' | 'step' | 'action' | 'person'> & {
  /** In the order the step lists its fields; empty for a change without fields (start, completion). */
  changes: Pick<HistoryRow, 'id' | 'field' | 'before' | 'after' | 'masked'>[];
};

/**
 * The server answers one row per changed field, newest first; a person reads one save as one
 * row (issue 32). Rows of one save are adjacent (they share the audit entry); each save's fields
 * are put in the order the step lists them.
 */
export function groupSaves(rows: readonly HistoryRow[]): Save[] {
  const saves: Save[] = [];
  for (const r of rows) {
    let save = saves.at(-1);
    if (save?.save_id !== r.save_id) {
      const { save_id, at, enrollment_id, step, action, person } = r;
      save = { save_id, at, enrollment_id, step, action, person, changes: [] };
      saves.push(save);
    }
    if (r.field != null)
      save.changes.push({ id: r.id, field: r.field, before: r.before, after: r.after, masked: r.masked });
  }
  for (const s of saves) s.changes.sort((a, b) => byStepOrder(a.field ?? '', b.field ?? ''));
  return saves;
}
