-- Each enrollment remembers the store it was made on (issue 32: the "By store" report credited old
-- enrollments to a store created later, because it looked the store up at report time). An
-- enrollment records its agent and group, and a store is the group's store, else its agent's, else
-- the default store (ADR 0023): the same rule, now applied once, when the enrollment is made.

ALTER TABLE enrollments ADD COLUMN store_slug text;

-- The store that served an agent and group at a moment: stores created after it do not count.
CREATE FUNCTION store_of(agent integer, grp integer, at timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT t.slug FROM tenants t
   WHERE t.kind = 'default'
      OR (t.created_at <= at AND ((t.kind = 'group' AND t.group_id = grp) OR (t.kind = 'agent' AND t.agent_id = agent)))
   ORDER BY CASE t.kind WHEN 'group' THEN 0 WHEN 'agent' THEN 1 ELSE 2 END, t.slug
   LIMIT 1
$$;

-- Enrollments made before this migration: the store as it stood when each was made.
UPDATE enrollments SET store_slug = store_of(agent_id, group_id, created_at);

-- New ones: the store as it stands when the row is written (a seeded or imported row with an older
-- created_at is credited to the store that takes it in, as the report did before).
CREATE FUNCTION stamp_enrollment_store() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.store_slug IS NULL THEN
    NEW.store_slug := store_of(NEW.agent_id, NEW.group_id, now());
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER enrollments_stamp_store BEFORE INSERT ON enrollments
  FOR EACH ROW EXECUTE FUNCTION stamp_enrollment_store();
