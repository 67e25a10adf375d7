-- The pay-terms history (migration 0031) also records deduction codes and the pre-tax choice of
-- a plan category (issue 28, ADR 0033 phase 2: save-deduction-code, save-tax-treatment). An
-- imported pay calendar is a schedule, so it needs no piece of its own. Additive: the old pieces
-- stay valid.
ALTER TABLE pay_term_changes DROP CONSTRAINT pay_term_changes_piece_check;
ALTER TABLE pay_term_changes
  ADD CONSTRAINT pay_term_changes_piece_check
  CHECK (piece IN ('schedule', 'contribution', 'deduction_code', 'tax_treatment'));
