-- The catalogue in more than one language (issue 19). The English texts stay where they were
-- (plans.short_text, plans.plan_desc, plan_questions.question_text/options): English is every
-- text's fallback and what pricing, carts and the audit read. Other languages sit beside them, by
-- language, holding only the texts someone translated:
--   plans.texts_i18n          {"es": {"short_text": "...", "plan_desc": {"body_text": "...", ...}}}
--   plan_questions.texts_i18n {"es": {"question_text": "...", "options": {"<option_id>":
--                              {"option_text": "...", "option_group": "..."}}}}
-- A separate column (not more keys in plan_desc) so the spec's plan_desc keeps its shape and a
-- missing translation is visible as a missing key.
ALTER TABLE plans ADD COLUMN texts_i18n jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE plan_questions ADD COLUMN texts_i18n jsonb NOT NULL DEFAULT '{}'::jsonb;
-- The wizard's health questionnaire the same way: {"es": {"question_text": "..."}}.
ALTER TABLE wizard_health_questions ADD COLUMN texts_i18n jsonb NOT NULL DEFAULT '{}'::jsonb;
-- Pricing options' names: {"es": {"name": "..."}} (names that are product names stay English).
ALTER TABLE plan_pricing ADD COLUMN texts_i18n jsonb NOT NULL DEFAULT '{}'::jsonb;
