-- Paying by GhQR. A payment to a merchant is its own kind of movement (MERCHANT_PAYMENT: the
-- customer debited, the merchant's collection account credited, at once), so history, receipts
-- and statements can name it; a person-to-person code pays as an own-bank transfer and needs
-- nothing new here. The merchant's collection accounts are SYSTEM accounts opened by the ledger
-- when a merchant is first paid (their balance is the sum of their entries, as for every system
-- account). The payment is confirmed with its own step-up operation, QR_PAYMENT, bound to the
-- scanned payload.

ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_transaction_type_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_transaction_type_check
  CHECK (transaction_type IN ('DEPOSIT', 'WITHDRAWAL', 'BANK_TRANSFER', 'MOMO', 'REQUEST MONEY', 'BILL_PAYMENT',
    'INTEREST', 'PRIZE', 'MERCHANT_PAYMENT'));

ALTER TABLE step_ups DROP CONSTRAINT step_ups_operation_check;
ALTER TABLE step_ups ADD CONSTRAINT step_ups_operation_check
  CHECK (operation IN ('TRANSACT', 'BILL_PAYMENT', 'PAYMENT_LINK', 'DELETE_PROFILE', 'QR_PAYMENT'));
