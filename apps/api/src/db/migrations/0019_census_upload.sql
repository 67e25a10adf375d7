-- Census upload and one person, one member (issue 20, ADR 0020).

-- Where a group's employees may live: a census row's zip must be in one of these states. Empty
-- means any US state (a group that has not said). The demo groups' states are seeded.
ALTER TABLE groups ADD COLUMN states text[] NOT NULL DEFAULT '{}';

-- An uploaded census, checked and compared, kept until confirmed (or 30 minutes): confirming saves
-- exactly these rows, so what is saved is what the person saw. Only who previewed it may confirm.
CREATE TABLE census_previews (
  preview_id text PRIMARY KEY,
  group_id integer NOT NULL REFERENCES groups,
  account_id bigint NOT NULL,
  -- the rows to add and update, each with the saved row's updated_at it was compared with
  plan jsonb NOT NULL,
  counts jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX census_previews_expires_idx ON census_previews (expires_at);

CREATE INDEX census_employees_member_idx ON census_employees (member_user_id);

-- One person, one member: a blind index of the member's SSN (HMAC-SHA256 of the nine digits with a
-- key derived from CODE_PEPPER; never the clear SSN), filled for existing sealed SSNs at start-up.
ALTER TABLE members ADD COLUMN ssn_index text;
CREATE INDEX members_ssn_index_idx ON members (group_id, ssn_index) WHERE ssn_index IS NOT NULL;
