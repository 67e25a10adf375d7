-- Member admin (issue 11): the current-members tables page a rep's or a group's book on the
-- server, ordered by name; these indexes find one owner's rows already in that order, so a page
-- of a 10,000-member book never sorts the whole book.
CREATE INDEX IF NOT EXISTS members_agent_name_idx ON members (agent_id, last_name, first_name, user_id);
CREATE INDEX IF NOT EXISTS members_group_name_idx ON members (group_id, last_name, first_name, user_id);
CREATE INDEX IF NOT EXISTS member_plans_user_idx ON member_plans (user_id);

-- The search box matches any part of a member's name or e-mail (never the SSN, sealed). The
-- searched text is kept lower-cased in a generated column, so a search compares stored text
-- instead of rebuilding it for every member of the book, and a trigram index answers a "contains"
-- search without reading the whole book. pg_trgm ships with PostgreSQL (a trusted extension since
-- 13) and is loaded into PGlite by db/pglite.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
ALTER TABLE members ADD COLUMN search_text text
  GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email)) STORED;
CREATE INDEX members_search_trgm_idx ON members USING gin (search_text gin_trgm_ops);

-- The member benefit store link (/member-benefit-store/{token}/{tier}) names a member by an
-- opaque, unguessable token, never by the row number: a link shared or guessed must not open
-- someone else's enrollment. One live token per member; a new one replaces it.
CREATE TABLE member_store_tokens (
  token text PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES members ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
