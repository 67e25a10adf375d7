import { CENSUS_MAX_ISSUES, type CensusPreview, type CensusResult } from '@bs/contract';
import type { Language } from '@bs/domain';
import type { Db } from '../../db';
import { fieldError } from '../../http/errors';
import { uploadPool } from '../../kernel/workers/upload-pool';
import { planCensus, signatureOf } from './census-plan';
import type { CheckedRows } from './census-rows';
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
  // Reading and checking the rows is the CPU-heavy part: an upload worker does it (upload-worker.ts).
  const states = (await groupStates(db, p.groupId)) ?? [];
  const { rows: sheetRows, checked } = await uploadPool().run<{ rows: number; checked: CheckedRows }>(
    'census',
    { fileName: p.fileName, bytes: p.bytes, states, lang: p.lang },
    'content_base64',
  );
  const [saved, members] = await Promise.all([savedEmployees(db, p.groupId), groupMembers(db, p.groupId)]);
  const plan = planCensus(checked.employees, saved, members, p.lang);
  const count = (op: string) => plan.rows.filter((r) => r.op === op).length;
  const counts = {
    rows: sheetRows,
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
