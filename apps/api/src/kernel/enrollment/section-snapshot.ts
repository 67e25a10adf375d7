import type { Queryable } from '../../db';
import { openJson, sealJson, type DataKey } from '../crypto/data-key';
import type { StoredDependent, StoredHealth } from './stored-sections';

/**
 * A section as the history compares it: the stored value with its inner seals opened (SSN digits,
 * health answers), so that one seal over the whole snapshot protects them and a key rotation
 * re-seals it in one piece (a seal inside a seal would stay under the old key). Never answered:
 * the history reports these values only as "changed" (modules/history).
 */
export function openedSection(name: string, value: unknown, key: DataKey): unknown {
  if (value == null) return null;
  switch (name) {
    case 'primary_info':
      return openSsnField(value as Record<string, unknown>, key);
    case 'benificiary_info':
      return (value as Record<string, unknown>[]).map((b) => openSsnField(b, key));
    case 'dependent_info':
      return (value as StoredDependent[]).map((d) => ({
        primary_info: openSsnField(d.primary_info, key),
        health_info: d.health_enc ? openJson(d.health_enc, key) : null,
      }));
    case 'health_info':
    case 'eoi_info':
      return (value as StoredHealth).enc ? openJson((value as StoredHealth).enc, key) : null;
    default:
      return value;
  }
}

function openSsnField(o: Record<string, unknown>, key: DataKey) {
  const { ssn_enc, ...rest } = o;
  return { ...rest, ssn: typeof ssn_enc === 'string' && ssn_enc ? openJson<string>(ssn_enc, key) : '' };
}

/** The section as it stands now in the change's transaction, sealed; null when it is not stored. */
export async function sealedSnapshot(
  db: Queryable,
  enrollmentId: string,
  section: string,
  key: DataKey,
): Promise<string | null> {
  const [row] = await db.query<{ value: unknown }>(
    'SELECT sections -> $2::text AS value FROM enrollments WHERE enrollment_id = $1',
    [enrollmentId, section],
  );
  return sealJson(openedSection(section, row?.value ?? null, key), key);
}
