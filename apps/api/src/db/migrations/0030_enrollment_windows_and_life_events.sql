-- Issue 29 (ADR 0034): when people may enroll. A group's plan years with their open-enrollment
-- window, extensions (for the group or one employee, with author and reason), the new-hire waiting
-- period, the platform's catalogue of life-event kinds with each group's choice, reported events
-- with their sealed documents, and the reminders sent (never twice the same day).
-- Authors are accounts (reps, group administrators, the platform administrator) or members, kept
-- as kind + id like member_plans.terminated_by: no foreign key, so removing an account keeps the
-- record of what it did.

-- One row per plan year of a group, with its one open enrollment. Coverage chosen during the
-- window starts on coverage_starts_on (usually the plan year's first day). reminder_days: how many
-- days before the window closes an unfinished invitation is reminded (the per-group schedule).
CREATE TABLE group_plan_years (
  plan_year_id bigserial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES groups,
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  oe_opens_on date NOT NULL,
  oe_closes_on date NOT NULL,
  coverage_starts_on date NOT NULL,
  reminder_days integer[] NOT NULL DEFAULT '{7,2}',
  updated_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_on > starts_on),
  CHECK (oe_closes_on >= oe_opens_on),
  CHECK (coverage_starts_on BETWEEN starts_on AND ends_on),
  UNIQUE (group_id, starts_on)
);
CREATE INDEX group_plan_years_group_idx ON group_plan_years (group_id, oe_opens_on);

-- An extension of a plan year's open enrollment: for the whole group (census_id NULL) or for one
-- employee. Every extension is kept; the latest one recorded for the group (or the employee) is the
-- one that counts, so shortening an extension is one more row, not an edit.
CREATE TABLE open_enrollment_extensions (
  extension_id bigserial PRIMARY KEY,
  plan_year_id bigint NOT NULL REFERENCES group_plan_years ON DELETE CASCADE,
  census_id bigint REFERENCES census_employees ON DELETE CASCADE,
  closes_on date NOT NULL,
  reason text NOT NULL CHECK (length(reason) BETWEEN 3 AND 500),
  created_by bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX open_enrollment_extensions_year_idx ON open_enrollment_extensions (plan_year_id, census_id, extension_id);

-- A group's new-hire rule (kernel/enrollment-windows/waiting-period.ts); none means the default
-- (first of the month after 30 days, 30 days to choose).
CREATE TABLE group_waiting_periods (
  group_id integer PRIMARY KEY REFERENCES groups,
  rule text NOT NULL CHECK (rule IN ('hire-date', 'first-of-month-after', 'after-days')),
  days integer NOT NULL CHECK (days BETWEEN 0 AND 90),
  election_days integer NOT NULL DEFAULT 30 CHECK (election_days BETWEEN 1 AND 90),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The platform's catalogue of life-event kinds (kept by the platform administrator), in both
-- languages. reason_code is the X12 834 INS04 maintenance reason code the carrier file carries.
CREATE TABLE life_event_kinds (
  kind text PRIMARY KEY CHECK (kind ~ '^[a-z][a-z0-9-]{1,39}$'),
  label_en text NOT NULL,
  label_es text NOT NULL,
  days_before integer NOT NULL CHECK (days_before BETWEEN 0 AND 180),
  days_after integer NOT NULL CHECK (days_after BETWEEN 1 AND 180),
  effective_rule text NOT NULL CHECK (effective_rule IN ('event-date', 'day-after-event', 'first-of-next-month')),
  documents text NOT NULL CHECK (documents IN ('none', 'optional', 'required')),
  document_days integer NOT NULL DEFAULT 30 CHECK (document_days BETWEEN 1 AND 180),
  needs_approval boolean NOT NULL,
  reason_code text NOT NULL CHECK (reason_code ~ '^[0-9A-Z]{2,3}$'),
  allows text[] NOT NULL,
  -- a kind retired by the platform is offered to nobody, but reported events keep it
  active boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A group's choice of kinds: a kind without a row here is offered (the catalogue's default).
CREATE TABLE group_life_event_kinds (
  group_id integer NOT NULL REFERENCES groups,
  kind text NOT NULL REFERENCES life_event_kinds,
  enabled boolean NOT NULL,
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, kind)
);

-- A reported event of an employee (a census row, a member, or both; removing the census row
-- removes its events, as it does its extensions: an event without its person means nothing, and
-- the change history keeps what was decided). The rules' dates are fixed
-- when it is reported (deadline, documents due, when the change takes effect) and the 834 code is
-- copied, so a later change of the catalogue never moves an event already reported.
CREATE TABLE life_events (
  event_id bigserial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES groups,
  census_id bigint REFERENCES census_employees ON DELETE CASCADE,
  member_user_id integer REFERENCES members,
  kind text NOT NULL REFERENCES life_event_kinds,
  event_date date NOT NULL,
  reported_on date NOT NULL,
  deadline date NOT NULL,
  documents_due_on date,
  effective_on date NOT NULL,
  reason_code text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'denied', 'expired')),
  -- 'member' | 'invitation' | 'rep' | 'group_admin' | 'platform_admin'; id: member user_id or account_id
  reported_by_kind text NOT NULL CHECK (reported_by_kind IN ('member', 'invitation', 'rep', 'group_admin', 'platform_admin')),
  reported_by_id bigint,
  decided_by bigint,
  decided_at timestamptz,
  -- sealed: a reason can name a death, a divorce or a child
  decision_reason_enc text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (census_id IS NOT NULL OR member_user_id IS NOT NULL),
  CHECK ((status IN ('approved', 'denied')) = (decided_at IS NOT NULL))
);
-- the follow-up list: a group's open events by deadline
CREATE INDEX life_events_group_due_idx ON life_events (group_id, status, deadline);
CREATE INDEX life_events_census_idx ON life_events (census_id) WHERE census_id IS NOT NULL;
CREATE INDEX life_events_member_idx ON life_events (member_user_id) WHERE member_user_id IS NOT NULL;

-- A document of an event, sealed with the data key (content and name; ADR 0027), never served
-- inline: phase 2 answers it as an attachment to who may read the event.
CREATE TABLE life_event_documents (
  document_id bigserial PRIMARY KEY,
  event_id bigint NOT NULL REFERENCES life_events ON DELETE CASCADE,
  file_name_enc text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  byte_size integer NOT NULL CHECK (byte_size BETWEEN 1 AND 5242880),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content_enc text NOT NULL,
  uploaded_by_kind text NOT NULL CHECK (uploaded_by_kind IN ('member', 'invitation', 'rep', 'group_admin', 'platform_admin')),
  uploaded_by_id bigint,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, sha256)
);

-- Reminders sent: one per kind, subject and day at most (the key refuses a second the same day).
-- subject: 'event:<event_id>' or 'census:<census_id>'.
CREATE TABLE enrollment_reminders (
  kind text NOT NULL CHECK (kind IN ('event-deadline', 'documents-due', 'invitation-window')),
  subject text NOT NULL,
  sent_on date NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, subject, sent_on)
);
