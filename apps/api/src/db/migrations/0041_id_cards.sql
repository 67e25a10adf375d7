-- ID cards (issue 30, ADR 0038): which plans the carrier issues a member ID card for, and the
-- carrier's member-services phone printed on the card. Catalogue data, kept by the platform
-- administrator; the cards themselves are drawn when asked for from the member's coverage and are
-- not stored. Medical, limited medical, dental, vision and prescription plans carry a card by
-- default (the carrier's network needs it at the counter); life, disability, indemnity and the
-- rest do not.
ALTER TABLE plans ADD COLUMN id_card boolean NOT NULL DEFAULT false;
ALTER TABLE carriers ADD COLUMN member_phone text NOT NULL DEFAULT '';
UPDATE plans SET id_card = true WHERE category IN ('medical', 'limitedmed', 'dental', 'vision', 'rx');
