import type { Queryable } from '../../db';

/**
 * The completion hook of group enrollment (issue 20, ADR 0021): an enrollment started from an
 * invitation is linked to its census row; completing it marks the employee enrolled and clears
 * an earlier waiver (they changed their mind). Lives in the kernel so completion needs no
 * import of the invitations module (ADR 0016). A no-op for every other enrollment.
 */
export async function markCensusEnrolled(tx: Queryable, enrollmentId: string): Promise<void> {
  await tx.query(
    `UPDATE census_employees
        SET enrolled_at = now(), waived_at = NULL, waive_reason = NULL, waive_text = NULL,
            last_activity_at = now(), updated_at = now()
      WHERE enrollment_id = $1`,
    [enrollmentId],
  );
}
