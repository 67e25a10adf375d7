-- The live tenant registry (issue 13, ADR 0011). The `tenants` table is the registry every API
-- instance serves from; its writes already bump catalogue_version (0007), which each instance
-- checks per request (PostgreSQL) or learns of by NOTIFY (PGlite), so a change is served at once
-- everywhere without a restart.

-- status: a disabled tenant's store answers "store not available"; its rows and data are kept.
-- source: 'folder' when the row is what tenants/<slug>/ last imported, 'console' once the console
--   changed it; start-up imports a folder only over a 'folder' row (ADR 0011: the console wins).
-- version: bumped by every change; the console sends it back so a stale form is refused.
ALTER TABLE tenants
  ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  ADD COLUMN source text NOT NULL DEFAULT 'folder' CHECK (source IN ('folder', 'console')),
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_by bigint REFERENCES accounts ON DELETE SET NULL;

-- Images uploaded through the console (sanitised SVG or size-checked raster), served at
-- /tenant-assets/<slug>/<file_name> before the folder's files. Names are content-hashed, so a
-- new upload never changes what an old URL answers.
CREATE TABLE tenant_assets (
  slug text NOT NULL, -- no FK: the console uploads images before it creates the tenant
  file_name text NOT NULL,
  content_type text NOT NULL,
  content bytea NOT NULL,
  width integer,
  height integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (slug, file_name)
);

-- Every admin change: who, when, what, before and after (field by field).
CREATE TABLE tenant_changes (
  change_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  account_id bigint REFERENCES accounts ON DELETE SET NULL,
  who_email text,
  who_kind text,
  action text NOT NULL CHECK (action IN ('create', 'update', 'disable', 'enable', 'import', 'upload')),
  changes jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX tenant_changes_slug_idx ON tenant_changes (slug, change_id DESC);
