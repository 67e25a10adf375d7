-- What it costs per paycheck (issue 28, ADR 0033): each group's pay schedule per plan year, an
-- optional imported pay calendar, employer contribution rules in versions, deduction codes, the
-- pre-tax (Section 125) choice per category, and a log of the payroll deduction files built.
-- Money in integer cents; percents in basis points (5000 = 50%).

-- One schedule per group and plan year; 'calendar' takes its pay dates from pay_calendar_dates.
CREATE TABLE pay_schedules (
  group_id integer NOT NULL REFERENCES groups,
  plan_year_start date NOT NULL,
  frequency text NOT NULL CHECK (frequency IN ('weekly', 'biweekly', 'semimonthly', 'monthly', 'calendar')),
  first_pay_date date,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, plan_year_start),
  CHECK ((frequency = 'calendar') = (first_pay_date IS NULL)),
  CHECK (first_pay_date IS NULL OR first_pay_date >= plan_year_start)
);

CREATE TABLE pay_calendar_dates (
  group_id integer NOT NULL,
  plan_year_start date NOT NULL,
  pay_date date NOT NULL,
  PRIMARY KEY (group_id, plan_year_start, pay_date),
  FOREIGN KEY (group_id, plan_year_start) REFERENCES pay_schedules ON DELETE CASCADE
);

-- Versions of a group's contribution towards a category or one plan: a new version is a new row
-- (the rule in force on a day is the latest effective_from on or before it); saving the same
-- scope and day again replaces that version.
CREATE TABLE contribution_rules (
  rule_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  group_id integer NOT NULL REFERENCES groups,
  category text,
  plan_id integer REFERENCES plans,
  effective_from date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('none', 'flat', 'percent_employee_only', 'percent_tier', 'per_tier')),
  percent_bp integer CHECK (percent_bp BETWEEN 1 AND 10000),
  cap_cents integer CHECK (cap_cents > 0),
  monthly_cents integer CHECK (monthly_cents > 0),
  -- per_tier: {"IO": cents, "IS": cents, ...}
  tier_cents jsonb,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((category IS NULL) <> (plan_id IS NULL)),
  CHECK (kind NOT IN ('percent_employee_only', 'percent_tier') OR percent_bp IS NOT NULL),
  CHECK (kind <> 'flat' OR monthly_cents IS NOT NULL),
  CHECK (kind <> 'per_tier' OR tier_cents IS NOT NULL)
);
CREATE UNIQUE INDEX contribution_rules_version_idx
  ON contribution_rules (group_id, coalesce(category, ''), coalesce(plan_id, 0), effective_from);

-- The code payroll knows a deduction by, per plan and tier ('ALL': every tier of the plan).
CREATE TABLE deduction_codes (
  group_id integer NOT NULL REFERENCES groups,
  plan_id integer NOT NULL REFERENCES plans,
  tier text NOT NULL CHECK (tier IN ('IO', 'IS', 'IC', 'IF', 'ALL')),
  code text NOT NULL CHECK (code ~ '^[A-Z0-9][A-Z0-9_-]{0,11}$'),
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, plan_id, tier)
);

-- Section 125: whether a group takes a category's deductions before tax (else after tax).
CREATE TABLE tax_treatments (
  group_id integer NOT NULL REFERENCES groups,
  category text NOT NULL,
  pre_tax boolean NOT NULL,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, category)
);

-- Every payroll deduction file built. `lines` is the state the file saw (one entry per coverage:
-- ids, code, tax, amounts, dates; no names), so the next file can say what is new, changed or stopped.
CREATE TABLE payroll_files (
  file_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  group_id integer NOT NULL REFERENCES groups,
  pay_date date NOT NULL,
  mode text NOT NULL CHECK (mode IN ('full', 'changes')),
  lines jsonb NOT NULL,
  counts jsonb NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payroll_files_group_idx ON payroll_files (group_id, file_id DESC);

