import { deriveTheme, parseTenant, THEME_VARIABLES, type ThemePalette } from '@bs/tenant-config';
import type { Queryable } from '../../db';

/**
 * The theme of the storefront an agent or group brands: reps and group administrators reach the
 * store without a landing slug, so the server cannot inject it into the page; the shell applies
 * these custom properties once it knows who is shopping. Values come from a validated tenant.json.
 */
export async function ownerTheme(
  db: Queryable,
  kind: 'agent' | 'group',
  id: number,
): Promise<Record<string, string> | undefined> {
  const column = kind === 'agent' ? 'agent_id' : 'group_id';
  const [row] = await db.query<{ config: unknown }>(
    `SELECT config FROM tenants WHERE kind = $1 AND ${column} = $2 AND status = 'active' ORDER BY created_at, slug LIMIT 1`,
    [kind, id],
  );
  if (!row) return undefined;
  const palette = deriveTheme(parseTenant(row.config).theme);
  return Object.fromEntries(
    (Object.keys(THEME_VARIABLES) as (keyof ThemePalette)[]).map((k) => [THEME_VARIABLES[k], palette[k]]),
  );
}
