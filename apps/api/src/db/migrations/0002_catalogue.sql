-- Catalogue for the shopping journey: plan texts and eligibility rules, pricing options, related
-- plans, health questions and (encrypted) answers. Money in integer cents.

ALTER TABLE plans
  -- false: never listed (administrative-fee lines, retired plans reachable only by old links)
  ADD COLUMN listed boolean NOT NULL DEFAULT true,
  ADD COLUMN kind text NOT NULL DEFAULT 'standard' CHECK (kind IN ('standard', 'admin_fee', 'membership')),
  -- plan_desc of the spec: body_text, header_text, blueBarText, association_text, exclusions/example/faq
  ADD COLUMN plan_desc jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- eligibility rules read by modules/pricing/engine.ts (PlanRules)
  ADD COLUMN rules jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- an admin_fee plan names the plan whose premium it is a percentage of
  ADD COLUMN fee_for_plan_id integer REFERENCES plans,
  ADD COLUMN fee_percent numeric(5, 2),
  -- a retired plan id: pricing answers statusCode changePid with this plan
  ADD COLUMN replaced_by integer REFERENCES plans,
  -- raised when the health questions change: older answers must be given again (newQuestionsError)
  ADD COLUMN questions_version integer NOT NULL DEFAULT 1;

-- Pricing options (spec: ppid). Either age-banded monthly rates per tier, a flat amount, or a
-- percentage of the paired option (fee_of_ppid) for administrative-fee lines.
CREATE TABLE plan_pricing (
  ppid integer PRIMARY KEY,
  plan_id integer NOT NULL REFERENCES plans ON DELETE CASCADE,
  name text NOT NULL,
  position integer NOT NULL,
  -- [{age_min, age_max, IO, IS, IC, IF}] monthly cents; a tier without a price is not offered
  rates jsonb,
  flat_cents integer,
  one_time_cents integer NOT NULL DEFAULT 0,
  fee_of_ppid integer,
  -- an age cap of this option only (planAgeError when no option is left)
  age_max integer
);
CREATE INDEX plan_pricing_plan_idx ON plan_pricing (plan_id, position);

CREATE TABLE plan_related (
  plan_id integer NOT NULL REFERENCES plans ON DELETE CASCADE,
  related_plan_id integer NOT NULL REFERENCES plans ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (plan_id, related_plan_id)
);

CREATE TABLE plan_questions (
  question_id integer PRIMARY KEY,
  plan_id integer NOT NULL REFERENCES plans ON DELETE CASCADE,
  position integer NOT NULL,
  question_text text NOT NULL,
  sub_type text NOT NULL CHECK (sub_type IN ('text_field', 'checkbox', 'detail')),
  require_detail boolean NOT NULL DEFAULT false,
  -- a yes declines the application with decline_message
  knock_out boolean NOT NULL DEFAULT false,
  decline_message text,
  -- [{option_id, option_text, option_group}]
  options jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX plan_questions_plan_idx ON plan_questions (plan_id, position);

-- Health answers are sensitive: stored only AES-256-GCM encrypted (DATA_KEY), never logged.
CREATE TABLE question_answers (
  enrollment_id text NOT NULL REFERENCES enrollments ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES plans,
  questions_version integer NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('accepted', 'declined')),
  decline_message text,
  answers_enc text NOT NULL,
  answered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (enrollment_id, plan_id)
);

-- One-time amounts (the wellness membership) count in the first month only.
ALTER TABLE cart_items ADD COLUMN one_time_cents integer NOT NULL DEFAULT 0;
