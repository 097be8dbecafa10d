-- Step-up for money out (issue 33): a confirmation the customer proves with their PIN, bound to
-- one operation (its binding hash) of one session, used once. `new_payee` and `amount` let the
-- cooling-off cap add up what went to new payees.
CREATE TABLE step_ups (
  step_up_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE,
  session_id uuid NOT NULL REFERENCES sessions (session_id),
  lead_id uuid NOT NULL REFERENCES leads (lead_id),
  operation text NOT NULL CHECK (operation IN ('TRANSACT', 'BILL_PAYMENT', 'PAYMENT_LINK', 'DELETE_PROFILE')),
  binding_hash text NOT NULL,
  amount bigint,
  new_payee boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  proved_at timestamptz,
  used_at timestamptz
);
CREATE INDEX step_ups_lead_used_idx ON step_ups (lead_id, used_at) WHERE new_payee;

-- How a session began, when that starts a cooling-off: a PIN reset, or a sign-in from a browser
-- the customer had not used before. NULL: an ordinary sign-in.
ALTER TABLE sessions ADD COLUMN began_with text CHECK (began_with IN ('reset', 'new-device'));
CREATE INDEX sessions_began_with_idx ON sessions (lead_id, created_at) WHERE began_with IS NOT NULL;
