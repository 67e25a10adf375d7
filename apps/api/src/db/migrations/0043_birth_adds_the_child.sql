-- A birth or an adoption lets the employee add the child (and enroll themselves to cover it, with
-- the tier that follows), never a spouse (issue 29, ADR 0034 addendum "What an event allows"): the
-- cafeteria-plan consistency rule asks that a change follow the event, and a birth does not make a
-- spouse eligible. The kinds were seeded once with the spouse; a catalogue the platform
-- administrator changed since is left as they set it.
UPDATE life_event_kinds
   SET allows = ARRAY['enroll-self', 'add-child', 'change-tier']::text[], updated_at = now()
 WHERE kind IN ('birth', 'adoption')
   AND allows = ARRAY['enroll-self', 'add-spouse', 'add-child', 'change-tier']::text[];
