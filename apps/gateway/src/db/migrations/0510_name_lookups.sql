-- Every look-up that answered (or tried to answer) the name behind an account or a mobile-money
-- number: who asked (a signed-in customer's lead, or a payment link's payer credential), from which
-- client, for what, and whether a name was found. Names are personal data: whoever enumerates
-- them leaves a trail an operator can read and act on.
CREATE TABLE name_lookups (
  lookup_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  looked_up_at timestamptz NOT NULL,
  operation text NOT NULL CHECK (operation IN ('verifyAccount', 'validateName')),
  caller_kind text NOT NULL CHECK (caller_kind IN ('customer', 'payer')),
  -- The lead id of a customer, the link hash of a payer.
  caller text NOT NULL,
  client_address text NOT NULL,
  request_id text NOT NULL,
  -- The account number or mobile number looked up, and the sort code or network it was asked on.
  target text NOT NULL,
  target_on text NOT NULL,
  found boolean NOT NULL
);
CREATE INDEX name_lookups_caller_idx ON name_lookups (caller, looked_up_at);
CREATE INDEX name_lookups_target_idx ON name_lookups (target, looked_up_at);
