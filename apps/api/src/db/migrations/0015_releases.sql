-- Remote releases (issue 22, ADR 0018): the registry of each remote's immutable versions and which
-- one a request gets. Writes to the registry tables bump catalogue_version (0007) like the tenant
-- registry's (0011), so every API instance serves a change from its next page on.

-- One immutable build of a remote, published to the remotes store under its content hash.
CREATE TABLE remote_versions (
  remote text NOT NULL,
  version text NOT NULL CHECK (version ~ '^[a-z0-9][a-z0-9.-]{2,63}$'),
  manifest_url text NOT NULL,
  commit_sha text,
  built_at timestamptz NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
  published_at timestamptz NOT NULL DEFAULT now(),
  published_by text NOT NULL,
  PRIMARY KEY (remote, version)
);

-- What is live per remote. active_version NULL: the environment's own build (remotes.json).
-- history: the versions active before, newest last, so a rollback knows where to go.
-- rollout_version to rollout_percent % of browsers (sticky by the browser's bs_rid cookie).
CREATE TABLE remote_release_state (
  remote text PRIMARY KEY,
  active_version text,
  history text[] NOT NULL DEFAULT '{}',
  rollout_version text,
  rollout_percent integer NOT NULL DEFAULT 0 CHECK (rollout_percent BETWEEN 0 AND 100),
  FOREIGN KEY (remote, active_version) REFERENCES remote_versions (remote, version),
  FOREIGN KEY (remote, rollout_version) REFERENCES remote_versions (remote, version)
);

-- A version pinned for one tenant (a canary store), over the active one and the rollout.
CREATE TABLE remote_release_pins (
  remote text NOT NULL,
  tenant_slug text NOT NULL REFERENCES tenants (slug) ON DELETE CASCADE,
  version text NOT NULL,
  PRIMARY KEY (remote, tenant_slug),
  FOREIGN KEY (remote, version) REFERENCES remote_versions (remote, version)
);

-- Every change: who, when, what (like tenant_changes).
CREATE TABLE remote_release_changes (
  change_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  remote text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  who text NOT NULL,
  action text NOT NULL CHECK (action IN ('publish', 'activate', 'pin', 'unpin', 'rollout', 'rollback')),
  version text,
  tenant_slug text,
  percent integer
);
CREATE INDEX remote_release_changes_remote_idx ON remote_release_changes (remote, change_id DESC);

-- Load failures browsers reported per version (the console shows them). No version bump: these
-- come often and change nothing any page serves.
CREATE TABLE remote_release_failures (
  remote text NOT NULL,
  version text NOT NULL,
  failures bigint NOT NULL DEFAULT 0,
  last_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  PRIMARY KEY (remote, version)
);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['remote_versions', 'remote_release_state', 'remote_release_pins']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()', t || '_bump_catalogue_version', t);
  END LOOP;
END
$$;
