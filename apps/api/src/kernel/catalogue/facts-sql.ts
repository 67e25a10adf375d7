/**
 * A plan's facts as the catalogue answers them: the stored waiting period and coverage with the
 * carrier's name from the plan's carrier row (migration 0021 moved it out of plans.facts), so the
 * compare screen reads the same `facts.carrier` as before and a renamed carrier shows everywhere.
 */
export const FACTS_WITH_CARRIER = `CASE WHEN p.facts IS NULL THEN NULL
  ELSE jsonb_build_object('carrier', (SELECT c.name FROM carriers c WHERE c.carrier_id = p.carrier_id)) || p.facts END AS facts`;
