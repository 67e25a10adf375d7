-- The generation of enrollment-key grants (ADR 0032, "Owned reads as fast as public ones"). An API
-- instance remembers "this browser's key holds this enrollment" under the generation it read in the
-- same statement, and trusts it only while the generation is unchanged. Triggers bump it in the
-- same transaction as every change that can take such a grant away, whoever writes: a key deleted
-- (revocation, a new invitation, a rebind, retention), an enrollment completed, made a member's or
-- deleted. Adding a key only grants, so it bumps nothing. The NOTIFY lets the embedded PGlite (one
-- process per directory) keep the generation in memory; PostgreSQL instances read this one row,
-- one read shared by every waiting request (as catalogue_version, migration 0007).

CREATE TABLE enrollment_access_version (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  generation bigint NOT NULL DEFAULT 1
);
INSERT INTO enrollment_access_version DEFAULT VALUES;

CREATE FUNCTION bump_enrollment_access_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE enrollment_access_version SET generation = generation + 1;
  PERFORM pg_notify('enrollment_access_version', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER enrollment_keys_bump_access AFTER DELETE OR TRUNCATE ON enrollment_keys
  FOR EACH STATEMENT EXECUTE FUNCTION bump_enrollment_access_version();

CREATE TRIGGER enrollments_bump_access_on_delete AFTER DELETE OR TRUNCATE ON enrollments
  FOR EACH STATEMENT EXECUTE FUNCTION bump_enrollment_access_version();

CREATE TRIGGER enrollments_bump_access_on_change AFTER UPDATE OF completed_at, user_id ON enrollments
  FOR EACH ROW WHEN (OLD.completed_at IS DISTINCT FROM NEW.completed_at OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION bump_enrollment_access_version();
