import type { Db } from '../../db';
import { versionSource, type VersionRow } from '../catalogue/catalogue-version';

/**
 * Grants by enrollment key remembered in this process (ADR 0032, "Owned reads as fast as public
 * ones"): "the browser whose key hashes to K holds enrollment E, open and not a member's", under
 * the generation of enrollment_access_version read in the same statement as the grant. A grant is
 * trusted only while the generation is unchanged; migration 0035's triggers bump it with every
 * change that can take a grant away (a key deleted on revocation or rebind, an enrollment
 * completed, made a member's or deleted), whoever writes it.
 *
 * The current generation costs nothing on PGlite (kept in memory, forgotten on the trigger's
 * NOTIFY, which arrives before the changing statement returns: this process is the only one on
 * the database) and one one-row read on PostgreSQL, shared by every request waiting for it and
 * always started after the request arrived, so a change committed on any instance before a
 * request arrived is seen by it. Only grants are remembered: a refusal, a member's enrollment or
 * staff access always asks the database.
 */
export const ACCESS_VERSION: VersionRow = {
  name: 'bs_enrollment_access_generation',
  sql: 'SELECT generation::text AS token FROM enrollment_access_version',
  channel: 'enrollment_access_version',
  migration: 'enrollment_access_version (migration 0035)',
};

/** Bounds the memory of a process with many browsers; a full map starts over (grants re-read). */
const MAX_GRANTS = 20_000;
/** A grant unused this long is dropped anyway: memory hygiene, not correctness (the generation is). */
const GRANT_MS = 60_000;

type Grant = { generation: string; until: number };

const sources = new WeakMap<Db, { read(): Promise<string> }>();
const grants = new WeakMap<Db, Map<string, Grant>>();

const slot = (enrollmentId: string, keyHash: string) => `${enrollmentId}\u0000${keyHash}`;

function grantsOf(db: Db): Map<string, Grant> {
  let m = grants.get(db);
  if (!m) grants.set(db, (m = new Map()));
  return m;
}

/** Does this process know, as of now, that the key holds the enrollment? Never a refusal. */
export async function knownGrant(db: Db, enrollmentId: string, keyHash: string): Promise<boolean> {
  const m = grantsOf(db);
  const key = slot(enrollmentId, keyHash);
  const g = m.get(key);
  if (!g) return false;
  if (g.until < Date.now()) {
    m.delete(key);
    return false;
  }
  const current = await versionSource(db, ACCESS_VERSION, sources).read();
  if (current === g.generation) return true;
  m.delete(key);
  return false;
}

/** Remembers a grant read from the database together with `generation` (same statement). */
export function rememberGrant(db: Db, enrollmentId: string, keyHash: string, generation: string): void {
  const m = grantsOf(db);
  if (m.size >= MAX_GRANTS) m.clear();
  m.set(slot(enrollmentId, keyHash), { generation, until: Date.now() + GRANT_MS });
}
