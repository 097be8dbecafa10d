-- Recovery that a SIM swap does not pass, and that a stranger cannot block (issue 33).
--
-- A PIN reset now also proves the customer's face: a selfie matched against the KYC photo by the
-- ID-verification adapter. Its wrong answers (Ghana Card number, selfie) count against a lock of
-- their own, apart from the sign-in lock-out: wrong PINs from a stranger lock sign-in, but the owner
-- can still recover (a reset clears the sign-in lock), and a reset's wrong answers never lock
-- sign-in. Numbers with no profile keep the same counts in sign_in_failures, so the answers are
-- the same whether a number is registered.
ALTER TABLE leads ADD COLUMN recovery_failures integer NOT NULL DEFAULT 0;
ALTER TABLE leads ADD COLUMN recovery_locked_until timestamptz;
ALTER TABLE sign_in_failures ADD COLUMN recovery_failures integer NOT NULL DEFAULT 0;
ALTER TABLE sign_in_failures ADD COLUMN recovery_locked_until timestamptz;

-- Who started a reset (the client address the rate limits count): the hourly budget and the
-- cooldown of reset codes are per number and client, so a stranger's requests spend the
-- stranger's budget, never the owner's.
ALTER TABLE pin_resets ADD COLUMN client text NOT NULL DEFAULT '';
ALTER TABLE pin_resets ADD COLUMN selfie_verified_at timestamptz;
-- The ID-verification job of the selfie check (asked again with the same reference while pending).
ALTER TABLE pin_resets ADD COLUMN selfie_reference uuid;
ALTER TABLE pin_resets ADD CONSTRAINT pin_resets_selfie_after_card
  CHECK (selfie_verified_at IS NULL OR card_verified_at IS NOT NULL);
-- Other resets of the number end (completed) when one succeeds, whatever step they had reached.
ALTER TABLE pin_resets DROP CONSTRAINT IF EXISTS pin_resets_check2;
CREATE INDEX pin_resets_client_idx ON pin_resets (mobile_number, client, created_at DESC);

-- Security alerts also go to the customer's verified e-mail (with the SMS), delivered after commit.
CREATE TABLE email_alerts (
  alert_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL,
  sent_at timestamptz,
  dedupe_key text UNIQUE
);
CREATE INDEX email_alerts_pending_idx ON email_alerts (created_at) WHERE sent_at IS NULL;
