-- Issue 26 (ADR 0027): terminations say who ended a coverage and why; drop files are encrypted to
-- the carrier's key (or sealed) and removed after a retention; download links are bound to the
-- session that asked, and a fetch is recorded as the person who fetched.

-- Who ended the coverage (the signed-in account) and why (sealed: a reason can name a death or a
-- divorce). The change history also has it, in the audit row's sealed snapshot.
ALTER TABLE member_plans ADD COLUMN terminated_by bigint;
ALTER TABLE member_plans ADD COLUMN termination_reason_enc text;

-- A change to a member that no enrollment made (a termination) is audited on the member:
-- enrollment_id is empty for it and subject_user_id names the member.
ALTER TABLE enrollment_audit ALTER COLUMN enrollment_id DROP NOT NULL;
ALTER TABLE enrollment_audit ADD COLUMN subject_user_id integer;
CREATE INDEX IF NOT EXISTS enrollment_audit_subject_idx ON enrollment_audit (subject_user_id, at)
  WHERE subject_user_id IS NOT NULL;

-- The carrier's armored OpenPGP public key (public: not a secret) and how long drop files stay.
ALTER TABLE trading_partners ADD COLUMN public_key text;
ALTER TABLE trading_partners ADD COLUMN retention_days integer NOT NULL DEFAULT 30
  CHECK (retention_days BETWEEN 1 AND 365);

-- A link opens only in the session that asked for it (SHA-256 of that session's token).
ALTER TABLE edi_download_tokens ADD COLUMN session_hash text;
