-- Group enrollment at scale (issue 20): the employer's census. One row per employee of a group,
-- matched on re-upload by the employer's own employee id (else e-mail), so a second upload of
-- the same file changes nothing. The invitation, waiver and enrollment columns are the employee's
-- progress, which the group's enrollment board reads without joining per row.
CREATE TABLE census_employees (
  census_id bigserial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES groups,
  employee_id text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  dob date NOT NULL,
  -- the spec's gender codes: 0 male, 1 female, 2 others
  gender smallint NOT NULL,
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  zip text NOT NULL,
  hire_date date,
  -- 'active' | 'leave' | 'terminated' (only active and leave are eligible)
  employment_status text NOT NULL DEFAULT 'active',
  lang text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'es')),
  tier text,
  -- the member this employee is (one person, one member); NULL until matched or enrolled
  member_user_id integer REFERENCES members,
  -- progress, written by invitations, waivers and enrollment completion
  invited_at timestamptz,
  last_reminded_at timestamptz,
  opened_at timestamptz,
  enrollment_id text REFERENCES enrollments ON DELETE SET NULL,
  waived_at timestamptz,
  -- 'spouse-plan' | 'other-coverage' | 'cost' | 'other'
  waive_reason text,
  waive_text text,
  last_activity_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (group_id, employee_id)
);
CREATE INDEX census_employees_email_idx ON census_employees (group_id, lower(email));
-- the board pages a group's census by name
CREATE INDEX census_employees_name_idx ON census_employees (group_id, last_name, first_name, census_id);
