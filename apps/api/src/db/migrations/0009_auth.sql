-- Sign-in, server-side sessions, one-time codes and lockouts (ADR 0010). Everything lives in
-- the database so several API instances share sessions, codes and failure counts.

-- Staff who sign in with e-mail and password. A rep acts for one agent, a group administrator
-- for one group; a platform administrator is seeded for a later issue and holds no rights yet.
CREATE TABLE accounts (
  account_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL UNIQUE,           -- trimmed, lower-case
  kind text NOT NULL CHECK (kind IN ('rep', 'group_admin', 'platform_admin')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  agent_id integer REFERENCES agents,
  group_id integer REFERENCES groups,
  password_hash text NOT NULL,          -- scrypt$N$r$p$salt$hash (per-user salt)
  created_at timestamptz NOT NULL DEFAULT now(),
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'rep') = (agent_id IS NOT NULL)),
  CHECK ((kind = 'group_admin') = (group_id IS NOT NULL))
);

-- Only the SHA-256 of the cookie's 256-bit token is stored: a database leak yields no session.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  account_id bigint REFERENCES accounts ON DELETE CASCADE,
  user_id integer REFERENCES members ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  CHECK ((account_id IS NULL) <> (user_id IS NULL))
);
CREATE INDEX sessions_account_idx ON sessions (account_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

-- Failed password sign-ins per e-mail (known or not, so a lock reveals nothing about accounts).
CREATE TABLE sign_in_failures (
  email text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  last_failed_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz
);

-- One-time codes: password reset (staff) and passwordless member sign-in (a code and a link).
-- Code and link token are stored as HMACs with the server pepper; single use, expiring, and a
-- code accepts only a few wrong guesses.
CREATE TABLE auth_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('password_reset', 'member_sign_in')),
  email text NOT NULL,
  account_id bigint REFERENCES accounts ON DELETE CASCADE,
  user_id integer REFERENCES members ON DELETE CASCADE,
  code_hash text NOT NULL,
  link_hash text,
  wrong_guesses integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((account_id IS NULL) <> (user_id IS NULL))
);
CREATE INDEX auth_codes_email_idx ON auth_codes (purpose, email, created_at);
CREATE UNIQUE INDEX auth_codes_link_idx ON auth_codes (link_hash) WHERE link_hash IS NOT NULL;
