-- Demo world, tenancy, temporary enrollments, cart and continue codes.
-- Money is stored in integer cents; ids of people/organisations are PostgreSQL integers.

CREATE TABLE agents (
  agent_id integer PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  agent_code text NOT NULL UNIQUE,
  bio text NOT NULL DEFAULT '',
  logo text NOT NULL DEFAULT '',
  image text NOT NULL DEFAULT '',
  display_phone text NOT NULL DEFAULT '',
  display_email text NOT NULL DEFAULT '',
  tagline text NOT NULL DEFAULT '',
  display_about_name text NOT NULL DEFAULT ''
);

CREATE TABLE groups (
  group_id integer PRIMARY KEY,
  name text NOT NULL,
  code text NOT NULL UNIQUE,
  agent_id integer NOT NULL REFERENCES agents,
  about text NOT NULL DEFAULT '',
  logo text NOT NULL DEFAULT '',
  image text NOT NULL DEFAULT '',
  display_phone text NOT NULL DEFAULT '',
  display_email text NOT NULL DEFAULT '',
  tagline text NOT NULL DEFAULT '',
  display_about_name text NOT NULL DEFAULT ''
);

CREATE TABLE agent_groups (
  agent_id integer NOT NULL REFERENCES agents,
  group_id integer NOT NULL REFERENCES groups,
  PRIMARY KEY (agent_id, group_id)
);

-- Enrollment portals ("platforms" in the spec) offered by an agent.
CREATE TABLE portals (
  portal_id integer PRIMARY KEY,
  agent_id integer NOT NULL REFERENCES agents,
  name text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE tenants (
  slug text PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('default', 'agent', 'group')),
  agent_id integer NOT NULL REFERENCES agents,
  group_id integer NOT NULL REFERENCES groups,
  portal_id integer NOT NULL REFERENCES portals,
  logo text NOT NULL,
  image text NOT NULL,
  display_phone text NOT NULL,
  display_email text NOT NULL,
  tagline text NOT NULL,
  display_about_name text NOT NULL,
  about text NOT NULL,
  config jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Category menu per agent or group, in display order.
CREATE TABLE menus (
  owner_type text NOT NULL CHECK (owner_type IN ('agent', 'group')),
  owner_id integer NOT NULL,
  category text NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (owner_type, owner_id, category)
);

CREATE TABLE plans (
  plan_id integer PRIMARY KEY,
  name text NOT NULL,
  category text NOT NULL,
  logo text NOT NULL,
  short_text text NOT NULL,
  featured boolean NOT NULL DEFAULT false,
  featured_rank integer
);
CREATE INDEX plans_category_idx ON plans (category);

CREATE TABLE members (
  user_id integer PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  dob date NOT NULL,
  agent_id integer NOT NULL REFERENCES agents,
  group_id integer NOT NULL REFERENCES groups
);

CREATE TABLE member_plans (
  user_id integer NOT NULL REFERENCES members,
  plan_id integer NOT NULL REFERENCES plans,
  status text NOT NULL,
  policy_id text NOT NULL,
  PRIMARY KEY (user_id, plan_id)
);

CREATE TABLE referrals (
  referral_id text PRIMARY KEY,
  agent_id integer NOT NULL REFERENCES agents,
  group_id integer NOT NULL REFERENCES groups,
  portal_id integer NOT NULL REFERENCES portals,
  referrer_name text NOT NULL,
  active boolean NOT NULL DEFAULT true
);

-- The temporary enrollment (spec: tempId / enrollment_id). Sections are JSON documents.
CREATE TABLE enrollments (
  enrollment_id text PRIMARY KEY,
  eprocess text NOT NULL,
  type text,
  open_type text,
  agent_id integer NOT NULL,
  group_id integer NOT NULL,
  platform_group_id integer,
  user_id integer,
  referral text,
  filter_info jsonb NOT NULL,
  effective_date date,
  sections jsonb NOT NULL DEFAULT '{}'::jsonb,
  saved_tab text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cart_items (
  enrollment_id text NOT NULL REFERENCES enrollments ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES plans,
  plan_pricing_id integer NOT NULL,
  price_cents integer NOT NULL,
  removable smallint NOT NULL DEFAULT 1,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (enrollment_id, plan_id)
);

-- Save-later codes: only an HMAC of the code is stored; codes expire.
CREATE TABLE continue_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  enrollment_id text NOT NULL REFERENCES enrollments ON DELETE CASCADE,
  email text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX continue_codes_email_idx ON continue_codes (email);

-- Every continue attempt, for the per-e-mail and per-IP rate limit (kept in the DB: stateless servers).
CREATE TABLE continue_attempts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  ip text NOT NULL,
  succeeded boolean NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX continue_attempts_email_idx ON continue_attempts (email, attempted_at);
CREATE INDEX continue_attempts_ip_idx ON continue_attempts (ip, attempted_at);
