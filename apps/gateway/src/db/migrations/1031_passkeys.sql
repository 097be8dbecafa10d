-- Passkeys (WebAuthn, issue 33): a customer's public keys, to sign in and to confirm money out;
-- and the gateway's challenges, each answered once (sign-in, registration, or one step-up token).
CREATE TABLE passkeys (
  credential_id text PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (lead_id),
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX passkeys_lead_idx ON passkeys (lead_id);

CREATE TABLE webauthn_challenges (
  challenge text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign-in', 'step-up')),
  lead_id uuid,
  session_id uuid,
  -- The step-up token (its hash) a step-up challenge confirms.
  step_up_hash text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
