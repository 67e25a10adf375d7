-- A plan's EOI settings are catalogue data (ADR 0037): the store reads them on every priced read
-- of a life or disability plan (cart, plan pricing, listing). Bumping the catalogue version with
-- every change lets each API instance keep them in memory per version, as it keeps the catalogue
-- (migration 0007), instead of reading them on every call (issue 31, "owned reads").
CREATE TRIGGER plan_eoi_settings_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON plan_eoi_settings FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
