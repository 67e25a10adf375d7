-- One pending life event of a kind per employee (issue 29, ADR 0034): two reports of the same kind
-- sent at the same moment (two tabs, a double click, the employee and their administrator) would
-- both pass report-life-event's check and leave two events to decide. The employee is their census
-- row when they have one, else their member account (a member reporting outside a census).
CREATE UNIQUE INDEX life_events_pending_census_kind ON life_events (census_id, kind)
  WHERE status = 'pending' AND census_id IS NOT NULL;
CREATE UNIQUE INDEX life_events_pending_member_kind ON life_events (member_user_id, kind)
  WHERE status = 'pending' AND census_id IS NULL;
