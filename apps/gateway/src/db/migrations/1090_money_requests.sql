-- Requests between customers: one SAVE & WIN customer asks another (found by mobile number) for
-- an amount with a note; the payer pays it (an own-bank transfer whose id is the request's, so a
-- request is paid at most once whatever the retries) or declines it, the requester may cancel it,
-- and it expires unpaid after its lifetime. The money is the ledger's: a request counts as paid
-- when the payer's transfer under the request's id is SUCCESSFUL, whatever `status` still says
-- (a crash between the transfer and the status leaves the ledger right).

CREATE TABLE money_requests (
  request_id text PRIMARY KEY,
  requester_customer_number text NOT NULL,
  requester_account_number text NOT NULL,
  payer_customer_number text NOT NULL,
  -- The number the requester typed, shown back to them (the payer's name is never shown).
  payer_mobile_number text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  note text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PAID', 'DECLINED', 'CANCELLED')),
  -- Set when a payment starts, cleared when it is refused: while recent, the request cannot be
  -- declined or cancelled under the payment's feet.
  paying_since timestamptz,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  decided_at timestamptz,
  CHECK (requester_customer_number <> payer_customer_number)
);
CREATE INDEX money_requests_requester_idx ON money_requests (requester_customer_number, created_at DESC);
CREATE INDEX money_requests_payer_idx ON money_requests (payer_customer_number, created_at DESC);

-- Paying a request is confirmed as its own operation, bound to the request and the paying account.
ALTER TABLE step_ups DROP CONSTRAINT step_ups_operation_check;
ALTER TABLE step_ups ADD CONSTRAINT step_ups_operation_check
  CHECK (operation IN ('TRANSACT', 'BILL_PAYMENT', 'PAYMENT_LINK', 'DELETE_PROFILE', 'QR_PAYMENT', 'MONEY_REQUEST'));
