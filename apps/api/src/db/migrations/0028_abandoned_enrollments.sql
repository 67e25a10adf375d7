-- Abandoned anonymous enrollments are deleted after a tenant's retention (issue 34, ADR 0029).

-- Days an anonymous enrollment may lie untouched before the nightly job deletes it. Per tenant:
-- an enrollment falls under every tenant bound to its group or agent, and the shortest wins.
ALTER TABLE tenants ADD COLUMN abandoned_enrollment_days integer NOT NULL DEFAULT 30
  CHECK (abandoned_enrollment_days BETWEEN 1 AND 3650);

-- One row per night: the instance whose insert took runs the job, in the same transaction as
-- the deletes, and records what it deleted (rows per table).
CREATE TABLE retention_runs (
  run_date date PRIMARY KEY,
  claimed_by text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  enrollments_deleted integer NOT NULL DEFAULT 0,
  rows_deleted jsonb NOT NULL DEFAULT '{}'::jsonb
);

-- The job's candidates: anonymous enrollments never completed, oldest activity first.
CREATE INDEX IF NOT EXISTS enrollments_abandoned_idx ON enrollments (updated_at)
  WHERE completed_at IS NULL AND started_by_account_id IS NULL AND started_by_user_id IS NULL AND user_id IS NULL;
