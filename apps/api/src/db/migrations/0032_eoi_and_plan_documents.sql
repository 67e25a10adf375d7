-- Issue 30 (ADR 0035): coverage people can prove. Per plan, the guaranteed-issue amount and which
-- elections need evidence of insurability (EOI); one EOI case per member and plan with the amounts
-- approved now and pending and the carrier's decision; and the plan's documents (SBC, certificate,
-- brochure) per language, sealed like other stored files (ADR 0027). New tables only: nothing
-- existing changes, and a plan without a row here has no EOI rule and no documents.
-- Amounts of cover are whole dollars (the catalogue sells "$25,000 to $500,000"); premiums stay in
-- cents where they are priced (kernel/pricing). Authors are account ids without foreign keys, like
-- member_plans.terminated_by: the record outlives an account.

-- A plan's guaranteed-issue amount and EOI rule, kept by the platform administrator.
-- eoi_on_increase: any increase over the amount already approved needs evidence (even under GI);
-- eoi_for_late_entrants: a late entrant (outside their window) proves everything new;
-- expires_after_days: a case without evidence by then is closed as expired.
CREATE TABLE plan_eoi_settings (
  plan_id integer PRIMARY KEY REFERENCES plans,
  guaranteed_issue integer NOT NULL CHECK (guaranteed_issue >= 0),
  eoi_on_increase boolean NOT NULL DEFAULT false,
  eoi_for_late_entrants boolean NOT NULL DEFAULT true,
  expires_after_days integer NOT NULL DEFAULT 60 CHECK (expires_after_days BETWEEN 1 AND 365),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One case per election that needs evidence: what was elected, approved when elected
-- (approved_now), pending, and after the decision what the carrier granted of the pending amount
-- (granted: all of it, part, or 0). decided_by/decided_on/effective_on/reason are set together by a
-- decision (expired cases have no author: the job closes them). The health answers of the EOI
-- questionnaire are sealed (a group administrator never reads them, ADR 0026).
CREATE TABLE eoi_cases (
  case_id bigserial PRIMARY KEY,
  member_user_id integer NOT NULL REFERENCES members,
  plan_id integer NOT NULL REFERENCES plans,
  elected integer NOT NULL CHECK (elected > 0),
  approved_now integer NOT NULL CHECK (approved_now >= 0),
  pending integer NOT NULL CHECK (pending > 0),
  granted integer CHECK (granted >= 0),
  reasons text[] NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'approved', 'partly-approved', 'denied', 'expired')),
  opened_on date NOT NULL,
  expires_on date NOT NULL,
  decided_by bigint,
  decided_on date,
  effective_on date,
  -- sealed: a carrier's reason can name a condition
  reason_enc text,
  answers_enc text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (elected = approved_now + pending),
  CHECK (expires_on > opened_on),
  CHECK ((status = 'pending') = (decided_on IS NULL)),
  CHECK ((status = 'pending') = (granted IS NULL)),
  CHECK (granted IS NULL OR granted <= pending),
  CHECK (status <> 'approved' OR granted = pending),
  CHECK (status <> 'partly-approved' OR (granted > 0 AND granted < pending)),
  CHECK (status NOT IN ('denied', 'expired') OR granted = 0),
  CHECK (effective_on IS NULL OR effective_on >= decided_on)
);
-- at most one open case per member and plan: a new election replaces the open one (phase 2)
CREATE UNIQUE INDEX eoi_cases_open_idx ON eoi_cases (member_user_id, plan_id) WHERE status = 'pending';
-- the pending list, oldest first
CREATE INDEX eoi_cases_pending_idx ON eoi_cases (opened_on, case_id) WHERE status = 'pending';
CREATE INDEX eoi_cases_member_idx ON eoi_cases (member_user_id, plan_id, case_id);

-- A plan's document in one language, sealed (content and name) with the data key so
-- data-key:rotate re-seals it; PDF only, read from its content (kernel/eoi/plan-document.ts).
-- A new upload of the same kind and language replaces the row (one current document each).
CREATE TABLE plan_documents (
  document_id bigserial PRIMARY KEY,
  plan_id integer NOT NULL REFERENCES plans,
  language text NOT NULL CHECK (language ~ '^[a-z]{2}$'),
  kind text NOT NULL CHECK (kind IN ('sbc', 'certificate', 'brochure')),
  file_name_enc text NOT NULL,
  content_type text NOT NULL CHECK (content_type = 'application/pdf'),
  byte_size integer NOT NULL CHECK (byte_size BETWEEN 1 AND 10485760),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content_enc text NOT NULL,
  uploaded_by bigint,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (plan_id, kind, language)
);
