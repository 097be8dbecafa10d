-- Payment links (issue 4): a customer's shareable link to be paid into their SAVE & WIN account,
-- identified by an unguessable URL-safe hash, with an optional fixed amount and an expiry; and
-- the payment-link credentials handed to outside payers (stored hashed, short-lived).

CREATE TABLE payment_links (
  link_hash text PRIMARY KEY CHECK (link_hash ~ '^[A-Za-z0-9_-]{16,128}$'),
  customer_number text NOT NULL,
  account_number text NOT NULL,
  amount bigint CHECK (amount IS NULL OR amount > 0),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  CHECK (expires_at > created_at)
);
-- At most one active (not revoked) link per customer.
CREATE UNIQUE INDEX payment_links_one_active ON payment_links (customer_number) WHERE revoked_at IS NULL;

CREATE TABLE payment_link_credentials (
  token_hash text PRIMARY KEY,
  link_hash text NOT NULL REFERENCES payment_links (link_hash),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX payment_link_credentials_link_idx ON payment_link_credentials (link_hash);
