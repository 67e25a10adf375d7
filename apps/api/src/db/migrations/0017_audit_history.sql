-- History of an enrollment (issue 21): each audit row also keeps the section as it stood after the
-- change, sealed with the data key (the values include SSNs and health answers, opened so that one
-- seal covers them and the key rotation, which finds every sealed text column, re-seals it whole).
-- The history screen diffs consecutive snapshots of a section; old rows have none (NULL).
ALTER TABLE enrollment_audit ADD COLUMN snapshot_enc text;

-- A member's history reads the audit of the enrollments that made them a member or that they started.
CREATE INDEX IF NOT EXISTS enrollments_member_user_idx ON enrollments (member_user_id);
CREATE INDEX IF NOT EXISTS enrollments_user_idx ON enrollments (user_id);
