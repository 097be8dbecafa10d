-- Receipts and statements the gateway issued as PDF, found by their verification code for the
-- public check. Only a hash of the code is stored (a leaked table gives no working codes).
-- A receipt's record names its movement (its figures are read live, so the check shows today's
-- status); a statement's record keeps the figures printed on it, since a period's rows can grow.
CREATE TABLE issued_documents (
  code_hash text PRIMARY KEY CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  kind text NOT NULL CHECK (kind IN ('RECEIPT', 'STATEMENT')),
  customer_number text NOT NULL,
  reference text NOT NULL,
  facts jsonb NOT NULL,
  issued_at timestamptz NOT NULL
);
CREATE INDEX issued_documents_customer ON issued_documents (customer_number, issued_at);
