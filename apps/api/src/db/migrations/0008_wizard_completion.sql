-- Enrollment wizard II: payment methods, saved payment instruments, the routing directory, the
-- e-signature evidence, completion (member + coverage + policy id) and mail attachments.
-- Card and account numbers are sealed with DATA_KEY (AES-256-GCM) like SSNs; card security codes
-- are never stored (ADR 0009).

-- How an enrollment pays (get-payment-method): the group's method, else its agent's, else cc.
ALTER TABLE agents ADD COLUMN payment_method text CHECK (payment_method IN ('cc', 'eft', 'list', 'elist', 'stmt'));
ALTER TABLE groups ADD COLUMN payment_method text CHECK (payment_method IN ('cc', 'eft', 'list', 'elist', 'stmt'));
-- Where the rep's / group's copy of an 'Enrollment Receipt' goes.
ALTER TABLE agents ADD COLUMN email text NOT NULL DEFAULT '';
ALTER TABLE groups ADD COLUMN email text NOT NULL DEFAULT '';

-- The FedACH participant directory (Federal Reserve format), loaded by `npm run routing:load`.
CREATE TABLE routing_directory (
  routing_number text PRIMARY KEY CHECK (routing_number ~ '^[0-9]{9}$'),
  office_code text NOT NULL DEFAULT 'O',
  servicing_frb text NOT NULL DEFAULT '',
  record_type text NOT NULL DEFAULT '',
  change_date text NOT NULL DEFAULT '',
  new_routing_number text NOT NULL DEFAULT '',
  customer_name text NOT NULL,
  address text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT '',
  zip text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  loaded_at timestamptz NOT NULL DEFAULT now()
);

-- Saved cards and bank accounts. A member's (user_id) are offered as existing instruments; one
-- entered during an enrollment belongs to it (enrollment_id) until completion gives it to the member.
CREATE TABLE payment_instruments (
  instrument_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer REFERENCES members ON DELETE CASCADE,
  enrollment_id text REFERENCES enrollments ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('card', 'bank')),
  -- Name on the card, or the account name.
  holder_name text NOT NULL,
  -- The full number sealed (v1.<iv>.<tag>.<ct>); last4 for masks (xxxxxx1234 / xxxxx1234).
  number_enc text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  brand text,
  exp_month text,
  exp_year text,
  routing_number text,
  bank_name text,
  account_type text CHECK (account_type IN ('checking', 'savings')),
  account_holder_type text CHECK (account_holder_type IN ('individual', 'company')),
  billing_address jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_instruments_user_idx ON payment_instruments (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX payment_instruments_enrollment_idx ON payment_instruments (enrollment_id);

-- Evidence of each electronic signature (E-SIGN Act / UETA): who signed in which role, the exact
-- texts agreed (a copy, their version and hashes), the signature image, when, from where (IP,
-- user agent). Rows are only ever inserted; record_hash seals the row's content.
CREATE TABLE agreement_signatures (
  signature_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  enrollment_id text NOT NULL REFERENCES enrollments,
  signer_role text NOT NULL CHECK (signer_role IN ('rep', 'group', 'applicant', 'sigapplicant')),
  signer_name text NOT NULL,
  agent_id integer,
  group_id integer,
  user_id integer,
  verification_question text NOT NULL DEFAULT '',
  verification_passed boolean NOT NULL,
  language text NOT NULL,
  texts_version text NOT NULL,
  texts_hash text NOT NULL,
  texts jsonb NOT NULL,
  signature_png bytea,
  signature_sha256 text,
  signed_at timestamptz NOT NULL DEFAULT now(),
  ip text NOT NULL,
  user_agent text NOT NULL DEFAULT '',
  record_hash text NOT NULL
);
CREATE INDEX agreement_signatures_enrollment_idx ON agreement_signatures (enrollment_id, signed_at);

-- New members made by completed enrollments (seeded members use ids below 100000).
CREATE SEQUENCE member_user_id_seq START 100001;
ALTER TABLE members ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE member_plans ADD COLUMN effective_date date;
ALTER TABLE member_plans ADD COLUMN enrollment_id text;
ALTER TABLE member_plans ADD COLUMN price_cents integer;

-- Completion: once set, complete-enrollment answers the same policy id and does nothing else.
ALTER TABLE enrollments ADD COLUMN completed_at timestamptz;
ALTER TABLE enrollments ADD COLUMN policy_id text UNIQUE;
ALTER TABLE enrollments ADD COLUMN member_user_id integer REFERENCES members;
-- The language the enrollment was completed in (the receipt's language).
ALTER TABLE enrollments ADD COLUMN completed_lang text;

-- Mail attachments: [{filename, content_type, content_base64}] (the receipt's PDF).
ALTER TABLE outbox ADD COLUMN attachments jsonb;
