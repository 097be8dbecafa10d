-- Identity: leads (registrations), sign-in sessions with their credentials, one-time codes and
-- the KYC requests that turn a lead into a customer. Secrets are stored only as hashes: PINs as
-- argon2id (peppered), credentials and OTPs as HMAC-SHA256 under a key held outside the database.

CREATE TABLE leads (
  lead_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Local 10-digit form (0241234567). NULL once the profile is deleted (personal data erased).
  mobile_number text UNIQUE CHECK (mobile_number ~ '^0[1-9][0-9]{8}$'),
  profile_name text,
  email text,
  pin_hash text,
  failed_pin_attempts integer NOT NULL DEFAULT 0 CHECK (failed_pin_attempts >= 0),
  locked_until timestamptz,
  -- Set by KYC verification; kept after deletion because the ledger history refers to it.
  customer_number text UNIQUE,
  first_name text,
  last_name text,
  kyc_status text NOT NULL DEFAULT 'NOT_STARTED'
    CHECK (kyc_status IN ('NOT_STARTED', 'PENDING', 'VERIFIED', 'REJECTED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK (deleted_at IS NOT NULL OR (mobile_number IS NOT NULL AND pin_hash IS NOT NULL))
);

CREATE SEQUENCE customer_number_seq START WITH 100000001;

-- One sign-in: starts at the OTP stage after a correct PIN, becomes active once the OTP is
-- validated. Revoking the session revokes every credential issued in it (the refresh family).
CREATE TABLE sessions (
  session_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  lead_id uuid NOT NULL REFERENCES leads (lead_id),
  stage text NOT NULL CHECK (stage IN ('otp', 'active')),
  is_biometric boolean NOT NULL DEFAULT false,
  -- When the old PIN was last confirmed in this session: a PIN change must follow one closely.
  pin_confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoke_reason text
);
CREATE INDEX sessions_lead_idx ON sessions (lead_id);

CREATE TABLE credentials (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (session_id),
  kind text NOT NULL CHECK (kind IN ('otp', 'access', 'refresh')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- A refresh credential is single use: used_at set on rotation; presenting it again is reuse.
  used_at timestamptz
);
CREATE INDEX credentials_session_idx ON credentials (session_id);

CREATE TABLE otp_codes (
  otp_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mobile_number text NOT NULL,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- Set when the code was entered correctly; a code is good for one validation only.
  verified_at timestamptz,
  -- Set when something used the validation (a lead created from a sign-up OTP), or superseded.
  consumed_at timestamptz
);
CREATE INDEX otp_codes_number_idx ON otp_codes (mobile_number, created_at DESC);

CREATE TABLE kyc_requests (
  kyc_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  lead_id uuid NOT NULL REFERENCES leads (lead_id),
  ghana_card_number text NOT NULL CHECK (ghana_card_number ~ '^GHA-[0-9]{9}-[0-9]$'),
  image_jpeg bytea,
  status text NOT NULL CHECK (status IN ('PENDING', 'VERIFIED', 'REJECTED')),
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE INDEX kyc_requests_lead_idx ON kyc_requests (lead_id, created_at DESC);
-- At most one request in flight per lead.
CREATE UNIQUE INDEX kyc_requests_one_pending ON kyc_requests (lead_id) WHERE status = 'PENDING';
