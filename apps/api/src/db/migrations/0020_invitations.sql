-- Personal invitations of census employees (issue 20, ADR 0021). A link is a credential of its
-- own, like a continue link (ADR 0013): 256 random bits mailed, only the SHA-256 kept here,
-- expiring, revoked by a newer invitation or reminder of the same employee and by the board.
CREATE TABLE invitation_links (
  token_hash text PRIMARY KEY,
  census_id bigint NOT NULL REFERENCES census_employees ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX invitation_links_live_idx ON invitation_links (census_id) WHERE revoked_at IS NULL;

-- Completion marks the employee enrolled on the census row itself, so the board derives every
-- status from the row without joining enrollments per row.
ALTER TABLE census_employees ADD COLUMN enrolled_at timestamptz;

-- The board's plans and monthly totals are read by the completed enrollment.
CREATE INDEX IF NOT EXISTS member_plans_enrollment_idx ON member_plans (enrollment_id);

-- The board's search (name, e-mail or employee id, anywhere in them): one lower-cased text per
-- row, trigram-indexed like the members' search_text (migration 0010), so a search reads only the
-- matching rows of a large census.
CREATE INDEX census_employees_search_idx ON census_employees
  USING gin ((lower(first_name || ' ' || last_name || ' ' || email || ' ' || employee_id)) gin_trgm_ops);
