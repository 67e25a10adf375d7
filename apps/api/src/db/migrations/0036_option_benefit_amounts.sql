-- Issue 30 (ADR 0037): the amount of cover each pricing option sells, in whole dollars, so the
-- store splits an election above a plan's guaranteed-issue amount (plan_eoi_settings, 0032) into
-- what is approved now and what waits for evidence, from the catalogue rather than an option's
-- name. Null: the option sells no amount of cover (dental, vision, a fee); nothing to split.
ALTER TABLE plan_pricing ADD COLUMN benefit_amount integer CHECK (benefit_amount > 0);
