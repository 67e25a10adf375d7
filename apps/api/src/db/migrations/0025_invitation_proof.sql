-- Invitations bound to one person (issue 26, ADR 0026). The first browser to open a link is
-- bound without proof (opened_at is claimed by one atomic UPDATE); any other browser proves the
-- employee's birth date or a code mailed to the census address first. Wrong birth dates are
-- counted per link, so past a few only the mailed code is accepted.
ALTER TABLE invitation_links ADD COLUMN opened_at timestamptz;
ALTER TABLE invitation_links ADD COLUMN birthdate_failures integer NOT NULL DEFAULT 0;

-- A live link that was already opened stays opened: the browser that opened it keeps it.
UPDATE invitation_links l SET opened_at = c.opened_at
  FROM census_employees c
 WHERE c.census_id = l.census_id AND c.opened_at IS NOT NULL AND l.revoked_at IS NULL;

-- One-time codes mailed to the census address: an HMAC with the server pepper, 15 minutes,
-- single use; guesses are limited per client and employee (kernel/limits).
CREATE TABLE invitation_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  census_id bigint NOT NULL REFERENCES census_employees ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invitation_codes_census_idx ON invitation_codes (census_id, expires_at);
