-- The change history of a group's payroll terms (issue 28 phase 2, ADR 0033): every saved pay
-- schedule and contribution version, who saved it and its value before and after. Payroll terms
-- belong to a group, not to a member or an enrollment, so they have their own history beside
-- enrollment_audit (as tenants have tenant_changes). Values hold no personal data.
CREATE TABLE pay_term_changes (
  change_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  group_id integer NOT NULL REFERENCES groups,
  at timestamptz NOT NULL DEFAULT now(),
  account_id bigint REFERENCES accounts ON DELETE SET NULL,
  who text NOT NULL,
  piece text NOT NULL CHECK (piece IN ('schedule', 'contribution')),
  before jsonb,
  after jsonb NOT NULL
);
CREATE INDEX pay_term_changes_group_idx ON pay_term_changes (group_id, change_id DESC);
