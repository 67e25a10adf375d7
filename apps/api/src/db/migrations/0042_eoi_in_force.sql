-- Issue 30 (ADR 0039): the carrier's decision reaches the coverage. A case belongs to the
-- coverage its election made (member_plans.enrollment_id; null for a case the platform opened
-- without an enrollment, as the demo's), so a later coverage of the same plan is not read through
-- an old case. premium_after_cents is the monthly premium of the amount in force once a decision
-- grants something (approved now + granted), from the case's effective_on: what the payroll file
-- deducts and the 834 reports from that day. A denial or an expiry leaves the premium as it was
-- (null here). Existing cases keep null: no decision of theirs granted a priced amount yet.
ALTER TABLE eoi_cases ADD COLUMN enrollment_id text;
ALTER TABLE eoi_cases ADD COLUMN premium_after_cents integer CHECK (premium_after_cents >= 0);
ALTER TABLE eoi_cases ADD CONSTRAINT eoi_cases_premium_after_granted
  CHECK (premium_after_cents IS NULL OR granted > 0);
