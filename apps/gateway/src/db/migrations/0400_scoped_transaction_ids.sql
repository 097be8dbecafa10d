-- A customer's transactionId is an idempotency key of that customer alone: the same id from two
-- customers is two attempts, and neither learns the other exists. The ledger's own key
-- (`transaction_id`, which postings reference) is therefore no longer the id the requester typed:
--   * a request's row carries who asked (`requester`: the customer number, or the payer of a
--     payment link) and the id they typed (`client_transaction_id`), unique per requester, while
--     `transaction_id` is a key the gateway issues;
--   * a system movement (interest, prizes, set-and-forget, seeded history) has no requester: its
--     `transaction_id` is the job's own id, a namespace no request can reach because no request
--     row is ever keyed by what its requester typed.
-- Rows written before this migration have no requester; they still answer a replay of the same
-- request (same id and same request hash, which includes who asked).
ALTER TABLE ledger_transactions
  ADD COLUMN requester text,
  ADD COLUMN client_transaction_id text CHECK (length(client_transaction_id) BETWEEN 1 AND 64),
  ADD CONSTRAINT ledger_transactions_request_key CHECK ((requester IS NULL) = (client_transaction_id IS NULL));

CREATE UNIQUE INDEX ledger_transactions_requester_key ON ledger_transactions (requester, client_transaction_id)
  WHERE requester IS NOT NULL;
