import type { Language } from '@bs/domain';
import type { Queryable } from '../../db';
import type { Change, LifeEventKind } from './life-event-kinds';

// The life-event catalogue the platform administrator keeps and each group's choice of its kinds
// (migration 0030). Who may change them is decided above (ADR 0034).

type KindRow = {
  kind: string;
  label_en: string;
  label_es: string;
  days_before: number;
  days_after: number;
  effective_rule: LifeEventKind['effectiveRule'];
  documents: LifeEventKind['documents'];
  document_days: number;
  needs_approval: boolean;
  reason_code: string;
  allows: Change[];
  active: boolean;
};

const kindOf = (r: KindRow, lang: Language): LifeEventKind => ({
  kind: r.kind,
  label: lang === 'es' ? r.label_es : r.label_en,
  daysBefore: r.days_before,
  daysAfter: r.days_after,
  effectiveRule: r.effective_rule,
  documents: r.documents,
  documentDays: r.document_days,
  needsApproval: r.needs_approval,
  reasonCode: r.reason_code,
  allows: r.allows,
});

const KIND_COLUMNS = `kind, label_en, label_es, days_before, days_after, effective_rule, documents, document_days,
  needs_approval, reason_code, allows, active`;

/** Adds or changes a kind of the platform's catalogue (both languages' labels). */
export async function saveKind(
  db: Queryable,
  k: LifeEventKind & { labelEs: string; active?: boolean; position?: number },
  by: number | null,
): Promise<void> {
  await db.query(
    `INSERT INTO life_event_kinds (kind, label_en, label_es, days_before, days_after, effective_rule, documents, document_days,
       needs_approval, reason_code, allows, active, position, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text[], $12, $13, $14)
     ON CONFLICT (kind) DO UPDATE SET label_en = EXCLUDED.label_en, label_es = EXCLUDED.label_es, days_before = EXCLUDED.days_before,
       days_after = EXCLUDED.days_after, effective_rule = EXCLUDED.effective_rule, documents = EXCLUDED.documents,
       document_days = EXCLUDED.document_days, needs_approval = EXCLUDED.needs_approval, reason_code = EXCLUDED.reason_code,
       allows = EXCLUDED.allows, active = EXCLUDED.active, position = EXCLUDED.position, updated_by = EXCLUDED.updated_by,
       updated_at = now()`,
    [
      k.kind,
      k.label,
      k.labelEs,
      k.daysBefore,
      k.daysAfter,
      k.effectiveRule,
      k.documents,
      k.documentDays,
      k.needsApproval,
      k.reasonCode,
      [...k.allows],
      k.active ?? true,
      k.position ?? 0,
      by,
    ],
  );
}

/** The whole catalogue, retired kinds included (the platform administrator's list). */
export async function catalogue(
  db: Queryable,
  lang: Language,
): Promise<(LifeEventKind & { active: boolean })[]> {
  const rows = await db.query<KindRow>(
    `SELECT ${KIND_COLUMNS} FROM life_event_kinds ORDER BY position, kind`,
  );
  return rows.map((r) => ({ ...kindOf(r, lang), active: r.active }));
}

/** The kinds a group offers its employees: active in the catalogue and not turned off by the group. */
export async function offeredKinds(db: Queryable, groupId: number, lang: Language): Promise<LifeEventKind[]> {
  const rows = await db.query<KindRow>(
    `SELECT ${KIND_COLUMNS.split(', ')
      .map((c) => `k.${c.trim()}`)
      .join(', ')}
       FROM life_event_kinds k
       LEFT JOIN group_life_event_kinds g ON g.kind = k.kind AND g.group_id = $1
      WHERE k.active AND coalesce(g.enabled, true)
      ORDER BY k.position, k.kind`,
    [groupId],
  );
  return rows.map((r) => kindOf(r, lang));
}

export async function setGroupKind(
  db: Queryable,
  groupId: number,
  kind: string,
  enabled: boolean,
  by: number | null,
) {
  await db.query(
    `INSERT INTO group_life_event_kinds (group_id, kind, enabled, updated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (group_id, kind) DO UPDATE SET enabled = EXCLUDED.enabled, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [groupId, kind, enabled, by],
  );
}
