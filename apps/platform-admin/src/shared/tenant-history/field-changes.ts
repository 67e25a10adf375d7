import type { TenantChange } from '@bs/contract';

type Row = TenantChange['changes'][number];
const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The changed fields as a person reads them: a change recorded on a whole group (theme, branding)
 * becomes one row per key that differs (theme.primary: before, after), unchanged keys left out.
 */
export function fieldChanges(changes: TenantChange['changes']): Row[] {
  return changes.flatMap((c) => {
    if (!isObject(c.before) || !isObject(c.after)) return [c];
    const before = c.before;
    const after = c.after;
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys
      .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
      .flatMap((k) => fieldChanges([{ field: `${c.field}.${k}`, before: before[k], after: after[k] }]));
  });
}
