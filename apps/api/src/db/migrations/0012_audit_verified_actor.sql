-- Who changed an enrollment, as proven by the session when there is one (ADR 0010): `verified`
-- rows carry the signed-in principal (account_id for staff; user_id for a member); the others
-- carry the client's header claims, as before.
ALTER TABLE enrollment_audit ADD COLUMN account_id bigint;
ALTER TABLE enrollment_audit ADD COLUMN verified boolean NOT NULL DEFAULT false;
