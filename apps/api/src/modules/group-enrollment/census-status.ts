/**
 * An employee's status on the board, defined once (issue 20, ADR 0021), from the census row `c`:
 * a completed enrollment wins over a waiver (they changed their mind), a waiver over an open
 * enrollment; "in progress" is an opened link whose enrollment has something in its cart.
 * Filtering, counting and the rows all read this one expression.
 */
export const censusStatusSql = (c: string) => `(CASE
  WHEN ${c}.enrolled_at IS NOT NULL THEN 'enrolled'
  WHEN ${c}.waived_at IS NOT NULL THEN 'waived'
  WHEN ${c}.enrollment_id IS NOT NULL
   AND EXISTS (SELECT 1 FROM cart_items ci WHERE ci.enrollment_id = ${c}.enrollment_id) THEN 'in_progress'
  WHEN ${c}.opened_at IS NOT NULL THEN 'opened'
  WHEN ${c}.invited_at IS NOT NULL THEN 'invited'
  ELSE 'not_invited' END)`;

/** Eligible for coverage (participation's denominator): employment status active or on leave. */
export const eligibleSql = (c: string) => `(${c}.employment_status IN ('active', 'leave'))`;
