-- What the compare screen (issue 19) shows of a plan beyond its texts, as data instead of HTML:
-- {carrier, waiting_period, coverage: [highlight, ...]} (libs/contract planFacts). NULL: not
-- stated (the comparison says so); the catalogue loader validates what is stored.
ALTER TABLE plans ADD COLUMN facts jsonb;
