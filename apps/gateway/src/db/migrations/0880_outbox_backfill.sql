-- Money in flight from before the outbox (0700): a collection or payout still PENDING or
-- PROCESSING then has no outbox call, so reconciliation (which asks providers about open calls)
-- never saw it. Each gets the call its movement would have recorded today, with the same
-- reference (the ledger's transaction id) and payload as domain/ledger/inflight.ts writes, SENT
-- (the provider was asked long ago) and accepted: reconciliation asks the provider about it and
-- settles or reverses it once; a provider that no longer knows it puts it on the operator report
-- rather than reversing money that may have moved.
--   collections: CREDIT movements with a network (DEPOSIT, REQUEST MONEY), PENDING or PROCESSING
--   payouts:     DEBIT movements PROCESSING with their RESERVE posting (WITHDRAWAL and MOMO to a
--                wallet, BANK_TRANSFER to another bank)
INSERT INTO outbox_calls (call_id, kind, subject, payload, state, accepted, attempts, next_attempt_at, created_at, updated_at)
SELECT t.transaction_id, 'COLLECTION', t.transaction_id,
       jsonb_build_object('request', jsonb_build_object(
         'transactionId', t.transaction_id,
         'phoneNumber', t.destination_account_number,
         'network', t.network,
         'amount', t.amount,
         'narration', CASE WHEN t.narration = '' THEN 'SAVE & WIN deposit' ELSE t.narration END)),
       'SENT', true, 1, t.created_at, t.created_at, t.created_at
  FROM ledger_transactions t
 WHERE t.direction = 'CREDIT' AND t.status IN ('PENDING', 'PROCESSING')
   AND t.network IS NOT NULL AND t.destination_account_number IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM outbox_calls c WHERE c.call_id = t.transaction_id)
   AND NOT EXISTS (SELECT 1 FROM outbox_calls c WHERE c.kind = 'COLLECTION' AND c.subject = t.transaction_id);

INSERT INTO outbox_calls (call_id, kind, subject, payload, state, accepted, attempts, next_attempt_at, created_at, updated_at)
SELECT t.transaction_id, 'PAYOUT', t.transaction_id,
       CASE WHEN t.network IS NOT NULL THEN
         jsonb_build_object('kind', 'momo-payout', 'request', jsonb_build_object(
           'transactionId', t.transaction_id,
           'amount', t.amount,
           'narration', t.narration,
           'phoneNumber', t.destination_account_number,
           'network', t.network))
       ELSE
         jsonb_build_object('kind', 'bank-payout', 'request', jsonb_build_object(
           'transactionId', t.transaction_id,
           'amount', t.amount,
           'narration', t.narration,
           'sortCode', t.destination_sort_code,
           'accountNumber', t.destination_account_number))
       END,
       'SENT', true, 1, t.created_at, t.created_at, t.created_at
  FROM ledger_transactions t
 WHERE t.direction = 'DEBIT' AND t.status = 'PROCESSING'
   AND t.transaction_type IN ('WITHDRAWAL', 'MOMO', 'BANK_TRANSFER')
   AND t.destination_account_number IS NOT NULL
   AND EXISTS (SELECT 1 FROM ledger_postings p WHERE p.transaction_id = t.transaction_id AND p.kind = 'RESERVE')
   AND NOT EXISTS (SELECT 1 FROM ledger_postings p WHERE p.transaction_id = t.transaction_id AND p.kind IN ('SETTLE', 'REVERSE'))
   AND NOT EXISTS (SELECT 1 FROM outbox_calls c WHERE c.call_id = t.transaction_id)
   AND NOT EXISTS (SELECT 1 FROM outbox_calls c WHERE c.kind = 'PAYOUT' AND c.subject = t.transaction_id);
