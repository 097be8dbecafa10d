-- E-mail verification (issue 23): the e-mail given at sign-up was never proved, so it is recorded
-- as unverified until the customer proves an address with a code sent to it. A change of e-mail is
-- asked for with the PIN, and the address changes only when the code sent to the new address comes
-- back: the code is kept only as an HMAC, expires, and allows a few tries.
ALTER TABLE leads ADD COLUMN email_verified_at timestamptz;

CREATE TABLE email_changes (
  change_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  lead_id uuid NOT NULL REFERENCES leads (lead_id),
  new_email text NOT NULL CHECK (char_length(new_email) <= 254),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- Set when the code was proved (the address changed) or a newer request replaced this one.
  verified_at timestamptz,
  superseded_at timestamptz,
  CHECK (verified_at IS NULL OR superseded_at IS NULL)
);
CREATE INDEX email_changes_lead_idx ON email_changes (lead_id, created_at DESC);

-- Notices for a registered customer who has no customer number yet (a KYC rejection is the first
-- thing such a customer is told): addressed to the lead; a customer's bell shows both.
ALTER TABLE notifications ALTER COLUMN customer_number DROP NOT NULL;
ALTER TABLE notifications ADD COLUMN lead_id uuid REFERENCES leads (lead_id);
ALTER TABLE notifications ADD CONSTRAINT notifications_addressee CHECK (customer_number IS NOT NULL OR lead_id IS NOT NULL);
CREATE INDEX notifications_lead_idx ON notifications (lead_id, created_at DESC) WHERE lead_id IS NOT NULL;
