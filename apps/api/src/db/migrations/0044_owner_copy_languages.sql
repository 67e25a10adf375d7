-- An agent's and a group's storefront texts in other languages (issue 32: the tagline stayed
-- English on a rep's or a group's pages in Spanish). They come from the tenant that brands the
-- owner (tenant.json copy_i18n, e.g. {"es": {"tagline": "..."}}), copied by applyTenantBranding
-- like the English texts beside them.
ALTER TABLE agents ADD COLUMN copy_i18n jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE groups ADD COLUMN copy_i18n jsonb NOT NULL DEFAULT '{}'::jsonb;
