-- Late news moves money by rule (domain/ledger/lateNews.ts): a payout the provider completed after
-- we had reversed it to the customer was paid twice, once out and once back; the customer is not
-- debited again without a person deciding, so the amount is booked to this account of losses to
-- recover. Like every system account it has no balance column: its balance is its entries' sum.
INSERT INTO ledger_accounts (account_number, kind, product_name, name) VALUES
  ('SYS-LATE-LOSSES', 'SYSTEM', 'LOSSES TO RECOVER', 'Payouts completed after they were reversed');
