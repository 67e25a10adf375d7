import { CENSUS_MAX_ISSUES, type CensusPreview, type CensusResult } from '@bs/contract';
import type { Language } from '@bs/domain';
import type { Db } from '../../db';
import { fieldError } from '../../http/errors';
import { readCensusFile } from './census-file';
import { planCensus, signatureOf } from './census-plan';
import { checkRows } from './census-rows';
import {
  groupMembers,
  groupStates,
  savedEmployees,
  savePreview,
  takePreview,
  writeEmployees,
} from './census.repository';

export const PREVIEW_GONE = 'This preview has expired or was already imported. Please upload the file again.';
export const CENSUS_CHANGED = 'The census changed since this preview. Please upload the file again.';

/** Reads, checks and compares an upload; saves nothing but the preview itself (ADR 0020). */
export async function previewCensus(
  db: Db,
  p: { groupId: number; accountId: number; fileName: string; bytes: Buffer; lang: Language },
): Promise<CensusPreview> {
  const sheet = await readCensusFile(p.fileName, p.bytes);
  const checked = checkRows(sheet, (await groupStates(db, p.groupId)) ?? [], p.lang);
  const [saved, members] = await Promise.all([savedEmployees(db, p.groupId), groupMembers(db, p.groupId)]);
  const plan = planCensus(checked.employees, saved, members, p.lang);
  const count = (op: string) => plan.rows.filter((r) => r.op === op).length;
  const counts = {
    rows: sheet.rows.length,
    add: count('add'),
    update: count('update'),
    unchanged: count('unchanged'),
    errors: checked.errorRows,
    conflicts: plan.conflicts.length,
  };
  // Unchanged rows are counted, not kept: confirming writes only what changes.
  const rows = plan.rows.filter((r) => r.op !== 'unchanged');
  const { previewId, expiresAt } = await savePreview(db, { ...p, preview: { rows, counts } });
  const issues = [...checked.issues, ...plan.conflicts].sort((a, b) => a.row - b.row);
  return { preview_id: previewId, expires_at: expiresAt, counts, issues: issues.slice(0, CENSUS_MAX_ISSUES) };
}

/**
 * Saves a preview's rows in one transaction, after checking that nothing it compared against has
 * changed since (another upload, another administrator); otherwise nothing is saved.
 */
export async function commitCensus(
  db: Db,
  p: { groupId: number; accountId: number; previewId: string },
): Promise<CensusResult> {
  return db.transaction(async (tx) => {
    // One confirm per group at a time: the check below and the writes see the same census.
    await tx.query('SELECT group_id FROM groups WHERE group_id = $1 FOR UPDATE', [p.groupId]);
    const preview = await takePreview(tx, p);
    if (!preview) throw fieldError(410, 'preview_id', PREVIEW_GONE);
    const now = new Map((await savedEmployees(tx, p.groupId)).map((s) => [s.census_id, s]));
    const taken = new Set([...now.values()].map((s) => s.employee_id));
    const changed = preview.rows.some((r) => {
      if (r.op === 'add') return taken.has(r.employee_id);
      const s = r.census_id == null ? undefined : now.get(r.census_id);
      return !s || signatureOf(s) !== r.seen;
    });
    if (changed) throw fieldError(409, 'preview_id', CENSUS_CHANGED);
    await writeEmployees(tx, p.groupId, preview.rows);
    const { add, update, unchanged, errors, conflicts } = preview.counts;
    return { added: add, updated: update, unchanged, skipped: errors + conflicts };
  });
}
