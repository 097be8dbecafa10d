-- Issue 18 items 6 and 7. A draw's winning numbers come from its committed seed combined with a
-- public randomness beacon round fixed when the draw opens (the first round at or after entries
-- close): the round is published with the seed commitment, the draw waits until the round is out,
-- and its randomness and signature are kept and published with the draw. Entrants are keyed
-- pseudonyms (HMAC with a key only the gateway holds) from now on; draws closed before this keep
-- the unkeyed SHA-256 ones they were committed with ('sha256').

ALTER TABLE draws
  ADD COLUMN beacon_source text,
  ADD COLUMN beacon_chain_hash text,
  ADD COLUMN beacon_round bigint CHECK (beacon_round > 0),
  ADD COLUMN beacon_randomness text,
  ADD COLUMN beacon_signature text,
  ADD COLUMN entrant_scheme text NOT NULL DEFAULT 'hmac-sha256'
    CHECK (entrant_scheme IN ('hmac-sha256', 'sha256'));

UPDATE draws SET entrant_scheme = 'sha256' WHERE status <> 'OPEN';

-- Drawn before the beacon existed: the seed alone picked the winners ('none' says so).
UPDATE draws SET beacon_source = 'none' WHERE status = 'DRAWN';

ALTER TABLE draws
  ADD CONSTRAINT draws_beacon_source CHECK (beacon_source IN ('drand', 'sandbox', 'none')),
  ADD CONSTRAINT draws_drawn_with_beacon CHECK (
    status <> 'DRAWN' OR beacon_source = 'none' OR (beacon_randomness IS NOT NULL AND beacon_signature IS NOT NULL)
  );
