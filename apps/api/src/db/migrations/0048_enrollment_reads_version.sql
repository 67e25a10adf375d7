-- What the catalogue and cart reads need of an enrollment (issue 31, "Owned reads as fast as
-- public ones"): its filter columns, its cart lines and the versions of the health questions it
-- answered. An API instance keeps them in memory under the enrollment's reads_version, read in the
-- same statement, and uses them only while the version is unchanged. Triggers bump it in the same
-- transaction as every change to the enrollment's row (any column: a column later added to the
-- reads cannot be forgotten here), its cart lines or its answers, whoever writes them. The lock
-- taken is the enrollment's own row's, so writers to different enrollments never wait on each
-- other. The NOTIFY (payload: the enrollment id) lets the embedded PGlite, the only process on its
-- directory, drop just that enrollment from memory; PostgreSQL instances compare the version with
-- one small batched read instead.

ALTER TABLE enrollments ADD COLUMN reads_version bigint NOT NULL DEFAULT 1;

CREATE FUNCTION bump_enrollment_reads_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.reads_version := OLD.reads_version + 1;
  PERFORM pg_notify('enrollment_reads', NEW.enrollment_id);
  IF OLD.enrollment_id <> NEW.enrollment_id THEN
    PERFORM pg_notify('enrollment_reads', OLD.enrollment_id);
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER enrollments_bump_reads_version BEFORE UPDATE ON enrollments
  FOR EACH ROW EXECUTE FUNCTION bump_enrollment_reads_version();

-- A deleted enrollment has no version (the batched read answers null), so PostgreSQL instances see
-- it gone; PGlite is told. TRUNCATE names no rows: an empty payload means "forget every one".
CREATE FUNCTION notify_enrollment_reads_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('enrollment_reads', CASE WHEN TG_LEVEL = 'ROW' THEN OLD.enrollment_id ELSE '' END);
  RETURN NULL;
END
$$;

CREATE TRIGGER enrollments_reads_gone AFTER DELETE ON enrollments
  FOR EACH ROW EXECUTE FUNCTION notify_enrollment_reads_gone();
CREATE TRIGGER enrollments_reads_truncated AFTER TRUNCATE ON enrollments
  FOR EACH STATEMENT EXECUTE FUNCTION notify_enrollment_reads_gone();

-- A cart line or an answer written, changed or deleted bumps its enrollment (through the trigger
-- above, which also notifies). Under a cascading delete of the enrollment the row is already gone
-- and nothing is updated.
CREATE FUNCTION bump_enrollment_reads_of_line() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    UPDATE enrollments SET reads_version = reads_version + 1;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE enrollments SET reads_version = reads_version + 1 WHERE enrollment_id = OLD.enrollment_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.enrollment_id <> OLD.enrollment_id) THEN
    UPDATE enrollments SET reads_version = reads_version + 1 WHERE enrollment_id = NEW.enrollment_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER cart_items_bump_reads_version AFTER INSERT OR UPDATE OR DELETE ON cart_items
  FOR EACH ROW EXECUTE FUNCTION bump_enrollment_reads_of_line();
CREATE TRIGGER cart_items_truncate_reads_version AFTER TRUNCATE ON cart_items
  FOR EACH STATEMENT EXECUTE FUNCTION bump_enrollment_reads_of_line();
CREATE TRIGGER question_answers_bump_reads_version AFTER INSERT OR UPDATE OR DELETE ON question_answers
  FOR EACH ROW EXECUTE FUNCTION bump_enrollment_reads_of_line();
CREATE TRIGGER question_answers_truncate_reads_version AFTER TRUNCATE ON question_answers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_enrollment_reads_of_line();
