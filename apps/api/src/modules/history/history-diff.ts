/** One field that differs between two snapshots of a section. */
export type FieldChange = { field: string; before: string | null; after: string | null; masked: boolean };

/**
 * Values never shown, only reported as changed: SSNs, card, account and routing numbers, security
 * codes, the signature evidence, and health answers (a whole subtree: any answer that differs
 * makes one "changed" row). The comparison uses the opened values, so a new number with the same
 * last four digits still counts as a change.
 */
const MASKED_LEAVES = new Set([
  'ssn',
  'card_number',
  'account_number',
  'routing_number',
  'security_code',
  'cvv',
  'signature_id',
  'instrument_id',
]);
const MASKED_TREES = new Set(['health_info']);
/**
 * The agreement's evidence bookkeeping (the texts' version and hash): kept for the e-signature
 * record (ADR 0009), meaningless to a person reading the history, so never a row of its own.
 */
const UNSHOWN_LEAVES = new Set(['texts_hash', 'texts_version']);

type Leaf = { value: string | null; masked: boolean };

/** Paths of a list's entries are numbered from 1, as the screens number people. */
function flatten(value: unknown, path: string, out: Map<string, Leaf>, inMasked: boolean): void {
  const key = path.split('.').pop() ?? '';
  if (path && MASKED_TREES.has(key)) {
    out.set(path, { value: value == null ? null : JSON.stringify(value), masked: true });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => flatten(v, path ? `${path}.${i + 1}` : String(i + 1), out, inMasked));
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, path ? `${path}.${k}` : k, out, inMasked);
    return;
  }
  if (UNSHOWN_LEAVES.has(key)) return;
  const text = value == null || value === '' ? null : String(value);
  out.set(path, { value: text, masked: inMasked || MASKED_LEAVES.has(key) });
}

/** The leaves of one section's snapshot; a whole-section health questionnaire is one masked leaf. */
function leavesOf(section: string, snapshot: unknown): Map<string, Leaf> {
  const out = new Map<string, Leaf>();
  if (snapshot == null) return out;
  if (MASKED_TREES.has(section)) out.set('answers', { value: JSON.stringify(snapshot), masked: true });
  else flatten(snapshot, '', out, false);
  return out;
}

/** The fields that differ from `before` to `after`, in the after snapshot's order (removed ones last). */
export function diffSnapshots(section: string, before: unknown, after: unknown): FieldChange[] {
  const a = leavesOf(section, before);
  const b = leavesOf(section, after);
  const fields = [...b.keys(), ...[...a.keys()].filter((k) => !b.has(k))];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const was = a.get(field)?.value ?? null;
    const now = b.get(field)?.value ?? null;
    if (was === now) continue;
    const masked = (a.get(field)?.masked ?? false) || (b.get(field)?.masked ?? false);
    changes.push(
      masked ? { field, before: null, after: null, masked } : { field, before: was, after: now, masked },
    );
  }
  return changes;
}
