-- One Ghana Card, one profile (issue 33): a card is bound to the profile whose KYC verified it, in
-- the transaction that records the decision; a second profile verified with the same card is
-- refused (the insert finds the card taken). Deleting a profile releases its card.
CREATE TABLE ghana_cards (
  ghana_card_number text PRIMARY KEY,
  lead_id uuid NOT NULL UNIQUE REFERENCES leads (lead_id),
  kyc_id uuid NOT NULL,
  bound_at timestamptz NOT NULL
);

-- Cards verified before this migration: the first profile verified with each card keeps it (later
-- ones stay verified, as they were; the card cannot verify a new profile).
INSERT INTO ghana_cards (ghana_card_number, lead_id, kyc_id, bound_at)
SELECT DISTINCT ON (k.ghana_card_number) k.ghana_card_number, k.lead_id, k.kyc_id, k.decided_at
  FROM kyc_requests k JOIN leads l ON l.lead_id = k.lead_id
 WHERE k.status = 'VERIFIED' AND l.deleted_at IS NULL
 ORDER BY k.ghana_card_number, k.decided_at, k.kyc_id
ON CONFLICT DO NOTHING;
