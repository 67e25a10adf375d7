-- The catalogue's version: API instances keep the catalogue (plans, options, questions, menus,
-- owners) in memory per version and check this one row per request, so a change is visible at once
-- on every instance sharing the database. Triggers bump it in the same transaction as any write to
-- a catalogue table, whoever writes (seed, tenant onboarding, a future admin screen, plain SQL).
-- `token` is unique across databases, so a process serving several databases (tests) never mixes
-- their catalogues; `version` counts changes for people reading the table. The NOTIFY lets the
-- embedded PGlite (one process per directory) learn of a change without asking per request.

CREATE TABLE catalogue_version (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version bigint NOT NULL DEFAULT 1,
  token uuid NOT NULL DEFAULT gen_random_uuid(),
  changed_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO catalogue_version DEFAULT VALUES;

CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1, token = gen_random_uuid(), changed_at = now();
  PERFORM pg_notify('catalogue_version', '');
  RETURN NULL;
END
$$;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['plans', 'plan_pricing', 'plan_related', 'plan_questions', 'menus', 'tenants',
    'agents', 'groups']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()', t || '_bump_catalogue_version', t);
  END LOOP;
END
$$;
