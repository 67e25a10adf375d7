-- What happened to an employee's invitation, for the change history (issue 32: "invitations and
-- waivers included"): sent, reminded and revoked by whom (the staff account, no foreign key, like
-- member_plans.terminated_by), opened and declined by the employee through their link. The census
-- row keeps only the latest of each; this keeps every one. enrollment_id is the enrollment the
-- invitation was linked to at that moment (none before the first opening).
CREATE TABLE invitation_events (
  id bigserial PRIMARY KEY,
  census_id bigint NOT NULL REFERENCES census_employees ON DELETE CASCADE,
  enrollment_id text,
  kind text NOT NULL CHECK (kind IN ('invite', 'remind', 'revoke', 'open', 'waive')),
  account_id bigint,
  -- The waiver's reason code (never the free text, which can name a condition).
  detail text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invitation_events_census_idx ON invitation_events (census_id, at);
CREATE INDEX invitation_events_enrollment_idx ON invitation_events (enrollment_id) WHERE enrollment_id IS NOT NULL;
