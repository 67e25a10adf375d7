-- Enrollment reports (issue 21, ADR 0023) read completed enrollments by completion time, over the
-- whole platform, one rep's book (agent or served groups) or one group, and the funnel reads
-- enrollments by the time they started. Partial indexes: most rows of a busy store never complete.
CREATE INDEX IF NOT EXISTS enrollments_completed_idx ON enrollments (completed_at) WHERE completed_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS enrollments_agent_completed_idx ON enrollments (agent_id, completed_at) WHERE completed_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS enrollments_group_completed_idx ON enrollments (group_id, completed_at) WHERE completed_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS enrollments_created_idx ON enrollments (created_at);
CREATE INDEX IF NOT EXISTS enrollments_agent_created_idx ON enrollments (agent_id, created_at);
CREATE INDEX IF NOT EXISTS enrollments_group_created_idx ON enrollments (group_id, created_at);
