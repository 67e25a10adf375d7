-- The enrollment wizard's data steps (personal, contact, employer, beneficiary, health, dependent).
-- Step values live in enrollments.sections (JSON per spec section); SSNs and health answers inside
-- them are sealed with DATA_KEY (AES-256-GCM, `v1.<iv>.<tag>.<ct>`), never stored in clear.

-- The enroller (rep) code entered on Personal Information or in the quote dialog.
ALTER TABLE enrollments ADD COLUMN enroller_agent_id integer REFERENCES agents;

-- Save-later: a repeated identical request (double-click on Send Code) within a minute sends no
-- second code; request_key is a hash of enrollment, e-mail, tab and the saved values.
ALTER TABLE continue_codes ADD COLUMN request_key text;
ALTER TABLE continue_codes ADD COLUMN tab text;
CREATE INDEX continue_codes_request_idx ON continue_codes (request_key, created_at);
CREATE INDEX continue_codes_enrollment_idx ON continue_codes (enrollment_id, expires_at);

-- What an existing member's enrollment is prefilled from (existing-member paths of the wizard).
ALTER TABLE members ADD COLUMN gender smallint;
ALTER TABLE members ADD COLUMN marital_status smallint;
ALTER TABLE members ADD COLUMN ssn_enc text;
ALTER TABLE members ADD COLUMN phone text;
ALTER TABLE members ADD COLUMN address1 text;
ALTER TABLE members ADD COLUMN address2 text;
ALTER TABLE members ADD COLUMN city text;
ALTER TABLE members ADD COLUMN state text;
ALTER TABLE members ADD COLUMN zip text;

CREATE TABLE member_beneficiaries (
  user_id integer NOT NULL REFERENCES members ON DELETE CASCADE,
  beneficiary_id text NOT NULL,
  first_name text NOT NULL,
  middle_name text NOT NULL DEFAULT '',
  last_name text NOT NULL,
  birthdate date NOT NULL,
  ssn_enc text,
  relationship text NOT NULL,
  percentage integer NOT NULL CHECK (percentage BETWEEN 1 AND 100),
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, beneficiary_id)
);

CREATE TABLE member_dependents (
  user_id integer NOT NULL REFERENCES members ON DELETE CASCADE,
  dependent_id text NOT NULL,
  first_name text NOT NULL,
  middle_name text NOT NULL DEFAULT '',
  last_name text NOT NULL,
  birthdate date NOT NULL,
  ssn_enc text,
  relationship text NOT NULL CHECK (relationship IN ('spouse', 'child')),
  gender smallint NOT NULL CHECK (gender IN (0, 1)),
  weight text NOT NULL DEFAULT '',
  height_feet text NOT NULL DEFAULT '',
  height_inch text NOT NULL DEFAULT '',
  -- The dependent's health answers, sealed like the member's.
  health_enc text,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, dependent_id)
);

CREATE TABLE member_health_answers (
  user_id integer PRIMARY KEY REFERENCES members ON DELETE CASCADE,
  answers_enc text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The wizard's health questionnaire (Health Questions step and each dependent's answers).
CREATE TABLE wizard_health_questions (
  question_id integer PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('condition', 'medication')),
  question_text text NOT NULL,
  -- all: member and dependents; primary: only the member is asked.
  asked_of text NOT NULL DEFAULT 'all' CHECK (asked_of IN ('all', 'primary')),
  position integer NOT NULL,
  active boolean NOT NULL DEFAULT true
);

-- Audit trail of enrollment changes (DESIGN §5): who (the caller's claimed eprocess, agent,
-- group and user, and IP), when and which section; never the values.
CREATE TABLE enrollment_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  enrollment_id text NOT NULL REFERENCES enrollments ON DELETE CASCADE,
  section text NOT NULL,
  action text NOT NULL,
  eprocess text,
  agent_id integer,
  group_id integer,
  user_id integer,
  ip text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX enrollment_audit_enrollment_idx ON enrollment_audit (enrollment_id, at);
