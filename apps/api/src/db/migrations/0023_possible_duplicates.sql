-- Only a proven person changes a person (issue 26, ADR 0024). An anonymous completion that merely
-- looks like an existing member (the same SSN blind index, or e-mail with name and birth date)
-- makes a new member; this row marks it as a possible duplicate of the member it looked like, for
-- the rep or the group's administrator to merge or keep separate. The row outlives a merge (the
-- duplicate's members row is then deleted), so duplicate_user_id has no foreign key.
CREATE TABLE possible_duplicates (
  duplicate_id bigserial PRIMARY KEY,
  duplicate_user_id integer NOT NULL UNIQUE,
  existing_user_id integer NOT NULL REFERENCES members ON DELETE CASCADE,
  group_id integer NOT NULL,
  agent_id integer NOT NULL,
  matched_by text NOT NULL CHECK (matched_by IN ('ssn', 'email')),
  enrollment_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  resolution text CHECK (resolution IN ('merged', 'separate')),
  resolved_at timestamptz,
  resolved_by_account bigint
);
-- The review lists a group's (or a rep's book's) open ones, newest first.
CREATE INDEX possible_duplicates_open_idx ON possible_duplicates (group_id, created_at) WHERE resolution IS NULL;
