-- Cart checkout, the e-mail outbox and cart screenshots.

-- Checkout fixes the effective date (enrollments.effective_date) and records when it happened.
ALTER TABLE enrollments ADD COLUMN checked_out_at timestamptz;

-- Every e-mail goes through this table first (DESIGN §4): a request only inserts a row, a worker
-- delivers it over SMTP with retries, so an SMTP outage delays mail but never loses it.
--   pending  waiting for (another) attempt at next_attempt_at
--   sending  claimed by a worker until next_attempt_at (a lease: a crashed worker's row is retried)
--   sent     accepted by the SMTP server
--   failed   gave up after the maximum number of attempts (kept; can be set back to pending)
--   stored   no SMTP configured: delivered locally, shown on the /mail page
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  enrollment_id text REFERENCES enrollments ON DELETE SET NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  html text NOT NULL,
  text text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'stored')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  -- Same key within the dedupe window = the same mail (a double-click queues it once).
  dedupe_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status IN ('pending', 'sending');
CREATE INDEX outbox_dedupe_idx ON outbox (dedupe_key, created_at);

-- PNG screenshots of the cart (or a wizard step) taken at checkout; one per enrollment and name.
CREATE TABLE enrollment_screenshots (
  enrollment_id text NOT NULL REFERENCES enrollments ON DELETE CASCADE,
  name text NOT NULL,
  image bytea NOT NULL,
  bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (enrollment_id, name)
);
