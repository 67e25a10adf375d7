import type { Queryable } from '../../db';
import { recordChange, type ActorClaim } from './audit.repository';
import { writeSection, type SectionName } from './sections.repository';

/**
 * A wizard step saved: its section replaced and the change recorded (who, when, the sealed
 * snapshot) in the caller's transaction, so every save handler leaves the same history.
 */
export async function saveSection(
  tx: Queryable,
  enrollmentId: string,
  section: SectionName,
  value: unknown,
  by: ActorClaim,
): Promise<void> {
  await writeSection(tx, enrollmentId, section, value);
  await recordChange(tx, enrollmentId, section, 'save', by);
}
