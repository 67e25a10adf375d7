-- Who may touch an enrollment (ADR 0013). An enrollment started anonymously belongs to the
-- browser that started it: the SHA-256 of that browser's random enrollment key (an httpOnly
-- cookie) is bound here. Continue by code, the mailed link and sign-in bind further browsers.
-- Staff-started enrollments bind no browser: the access table decides from the book.
CREATE TABLE enrollment_keys (
  enrollment_id text NOT NULL REFERENCES enrollments ON DELETE CASCADE,
  key_hash text NOT NULL,
  bound_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (enrollment_id, key_hash)
);

-- The mailed direct-continue link carries a token of its own (not the enrollment id): 256
-- random bits, only the hash stored, expiring with the save-later code, revoked by a newer save
-- and by completion.
CREATE TABLE continue_links (
  token_hash text PRIMARY KEY,
  enrollment_id text NOT NULL REFERENCES enrollments ON DELETE CASCADE,
  tab text,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX continue_links_enrollment_idx ON continue_links (enrollment_id);

-- Who started it: the signed-in account (rep, group administrator) or member, when one did.
ALTER TABLE enrollments ADD COLUMN started_by_account_id bigint;
ALTER TABLE enrollments ADD COLUMN started_by_user_id integer;
-- A member benefit store link names the member it was sent to without proving who follows it:
-- the enrollment is then a new applicant's with the member's quote basics, never their record.
ALTER TABLE enrollments ADD COLUMN invited_user_id integer;
