-- PIN recovery ("forgot PIN"): a reset is started for a number (registered or not: the answers are
-- the same, so starting one tells a stranger nothing), proved with a one-time code bound to that
-- reset, then with the Ghana Card number on file; only then may a new PIN be set. The reset's own
-- credential is held only as an HMAC, like every other credential.
CREATE TABLE pin_resets (
  reset_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE,
  mobile_number text NOT NULL CHECK (mobile_number ~ '^0[1-9][0-9]{8}$'),
  -- The profile whose Ghana Card was proved; set only then (starting a reset does not look the
  -- number up, so it costs the same for a number with no profile, whose reset never gets here).
  lead_id uuid REFERENCES leads (lead_id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  code_verified_at timestamptz,
  card_verified_at timestamptz,
  completed_at timestamptz,
  CHECK (card_verified_at IS NULL OR code_verified_at IS NOT NULL),
  CHECK ((card_verified_at IS NULL) = (lead_id IS NULL)),
  CHECK (completed_at IS NULL OR card_verified_at IS NOT NULL)
);
CREATE INDEX pin_resets_number_idx ON pin_resets (mobile_number, created_at DESC);

-- A reset's code belongs to its reset, as a sign-in code belongs to its session.
ALTER TABLE otp_codes DROP CONSTRAINT otp_codes_purpose_check;
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_purpose_check
  CHECK (purpose IN ('check', 'sign-in', 'reset-pin'));
ALTER TABLE otp_codes ADD COLUMN reset_id uuid REFERENCES pin_resets (reset_id);
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_reset_binding CHECK ((purpose = 'reset-pin') = (reset_id IS NOT NULL));
