-- A payout or bill payment returned after it was settled, when the customer's account has been
-- closed meanwhile: the money is owed to a former customer and a person pays it back; it is never
-- posted to a closed account (domain/ledger/lateNews.ts).
INSERT INTO ledger_accounts (account_number, kind, product_name, name) VALUES
  ('SYS-LATE-UNCLAIMED', 'SYSTEM', 'OWED TO FORMER CUSTOMERS', 'Returned after the account was closed');
