-- The money ledger: accounts, the customer's transactions (each an idempotency key with its first
-- answer), and double-entry postings whose entries are signed pesewas, credit-positive: a
-- customer's balance is the sum of its entries and is what the bank owes the customer.
--
-- Guarantees held by the database itself, whatever code runs against it:
--   * a customer balance below zero is impossible: `balance` is a CHECKed column that only the
--     entry trigger may change (a direct UPDATE of it is refused), so it always equals the sum
--     of the account's entries, and the CHECK refuses any entry that would take it below zero;
--   * the entries of a posting sum to zero: a DEFERRED constraint trigger checks every posting
--     at commit, so a transaction that leaves a posting unbalanced cannot commit;
--   * entries are append-only (UPDATE and DELETE refused): corrections are new postings;
--   * a transaction's status only moves forward: PENDING → PROCESSING → SUCCESSFUL | FAILED |
--     REVERSED (PENDING may also end directly).
-- System accounts (settlement, clearing, income, payables, expenses) carry no balance column:
-- their balance is the sum of their entries, so the busiest rows are never updated and never
-- become a lock every movement waits for.
-- Ledger tables declare no foreign key to identity tables: customer_number is plain text.

CREATE TABLE ledger_accounts (
  account_number text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('CUSTOMER', 'SYSTEM')),
  customer_number text,
  product_name text NOT NULL,
  name text NOT NULL,
  currency text NOT NULL DEFAULT 'GHS' CHECK (currency = 'GHS'),
  balance bigint,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'CLOSED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_customer_shape CHECK (
    (kind = 'CUSTOMER' AND customer_number IS NOT NULL AND balance IS NOT NULL
      AND product_name IN ('SAVE & WIN', 'TARGET SAVE'))
    OR (kind = 'SYSTEM' AND customer_number IS NULL AND balance IS NULL)
  ),
  CONSTRAINT ledger_accounts_balance_not_negative CHECK (balance >= 0)
);
CREATE INDEX ledger_accounts_customer_idx ON ledger_accounts (customer_number);
-- One SAVE & WIN account per customer (goal accounts may be many).
CREATE UNIQUE INDEX ledger_accounts_one_main ON ledger_accounts (customer_number)
  WHERE product_name = 'SAVE & WIN';

CREATE SEQUENCE ledger_account_seq START WITH 1000000001;

INSERT INTO ledger_accounts (account_number, kind, product_name, name) VALUES
  ('SYS-MOMO-MTN', 'SYSTEM', 'MOBILE MONEY SETTLEMENT', 'MTN mobile money settlement'),
  ('SYS-MOMO-TELECEL', 'SYSTEM', 'MOBILE MONEY SETTLEMENT', 'Telecel mobile money settlement'),
  ('SYS-MOMO-AT', 'SYSTEM', 'MOBILE MONEY SETTLEMENT', 'AT mobile money settlement'),
  ('SYS-BANK-CLEARING', 'SYSTEM', 'BANK CLEARING', 'Interbank clearing'),
  ('SYS-BILLER-SETTLEMENT', 'SYSTEM', 'BILLER SETTLEMENT', 'Biller settlement'),
  ('SYS-FEE-INCOME', 'SYSTEM', 'FEE INCOME', 'Fee income'),
  ('SYS-ELEVY-PAYABLE', 'SYSTEM', 'ELEVY PAYABLE', 'E-Levy payable to GRA'),
  ('SYS-INTEREST-EXPENSE', 'SYSTEM', 'INTEREST EXPENSE', 'Interest expense'),
  ('SYS-PRIZE-EXPENSE', 'SYSTEM', 'PRIZE EXPENSE', 'Prize draw expense'),
  ('SYS-SUSPENSE', 'SYSTEM', 'SUSPENSE', 'Funds reserved for movements in flight');

CREATE TABLE ledger_transactions (
  -- The client's transactionId: the idempotency key.
  transaction_id text PRIMARY KEY CHECK (length(transaction_id) BETWEEN 1 AND 64),
  -- SHA-256 of the caller and the request body: the same id with another body is refused.
  request_hash text NOT NULL,
  customer_number text,
  account_number text NOT NULL REFERENCES ledger_accounts (account_number),
  transaction_type text NOT NULL CHECK (transaction_type IN
    ('DEPOSIT', 'WITHDRAWAL', 'BANK_TRANSFER', 'MOMO', 'REQUEST MONEY', 'BILL_PAYMENT', 'INTEREST', 'PRIZE')),
  -- Money into the account (DEPOSIT, REQUEST MONEY, INTEREST, PRIZE) or out of it.
  direction text NOT NULL CHECK (direction IN ('CREDIT', 'DEBIT')),
  status text NOT NULL CHECK (status IN ('PENDING', 'PROCESSING', 'SUCCESSFUL', 'FAILED', 'REVERSED')),
  amount bigint NOT NULL CHECK (amount > 0),
  fee_amount bigint NOT NULL DEFAULT 0 CHECK (fee_amount >= 0),
  elevy_amount bigint NOT NULL DEFAULT 0 CHECK (elevy_amount >= 0),
  narration text NOT NULL DEFAULT '',
  source_system text NOT NULL,
  destination_account_number text,
  destination_sort_code text,
  destination_name text,
  -- The own-bank account credited by an internal transfer (so it shows in its statement too).
  counterparty_account_number text REFERENCES ledger_accounts (account_number),
  network text,
  external_reference text,
  failure_reason text,
  first_response jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX ledger_transactions_account_idx ON ledger_transactions (account_number, created_at DESC);
CREATE INDEX ledger_transactions_counterparty_idx ON ledger_transactions (counterparty_account_number, created_at DESC)
  WHERE counterparty_account_number IS NOT NULL;
CREATE INDEX ledger_transactions_customer_idx ON ledger_transactions (customer_number, created_at);

CREATE FUNCTION ledger_transaction_status_forward() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND NOT (
    (OLD.status = 'PENDING' AND NEW.status IN ('PROCESSING', 'SUCCESSFUL', 'FAILED'))
    OR (OLD.status = 'PROCESSING' AND NEW.status IN ('SUCCESSFUL', 'FAILED', 'REVERSED'))
  ) THEN
    RAISE EXCEPTION 'transaction % cannot move from % to %', OLD.transaction_id, OLD.status, NEW.status
      USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.amount <> OLD.amount OR NEW.account_number <> OLD.account_number
     OR NEW.request_hash <> OLD.request_hash OR NEW.transaction_type <> OLD.transaction_type THEN
    RAISE EXCEPTION 'transaction % is immutable apart from its status', OLD.transaction_id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_transactions_status_forward BEFORE UPDATE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_transaction_status_forward();

-- One balanced journal entry: a reservation, a settlement, a reversal, a credit.
CREATE TABLE ledger_postings (
  posting_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id text REFERENCES ledger_transactions (transaction_id),
  kind text NOT NULL CHECK (kind IN ('CREDIT', 'RESERVE', 'SETTLE', 'REVERSE', 'TRANSFER')),
  effective_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (transaction_id, kind)
);

CREATE TABLE ledger_entries (
  entry_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  posting_id bigint NOT NULL REFERENCES ledger_postings (posting_id),
  account_number text NOT NULL REFERENCES ledger_accounts (account_number),
  amount bigint NOT NULL CHECK (amount <> 0)
);
CREATE INDEX ledger_entries_posting_idx ON ledger_entries (posting_id);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_number);

-- Keeps a customer's balance equal to the sum of its entries, in the same transaction.
CREATE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount
    WHERE account_number = NEW.account_number AND kind = 'CUSTOMER';
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_entry();

CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only: post a correction instead'
    USING ERRCODE = 'check_violation';
END $$;
CREATE TRIGGER ledger_entries_no_change BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();

-- A balance changes only through an entry: the entry trigger runs at trigger depth 1, so its
-- UPDATE reaches this trigger at depth 2; a direct UPDATE of the column arrives at depth 1.
CREATE FUNCTION ledger_balance_via_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a balance changes only through ledger entries'
      USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.kind IS DISTINCT FROM OLD.kind THEN
    RAISE EXCEPTION 'an account cannot change kind' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_accounts_balance_guard BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_balance_via_entries();

CREATE FUNCTION ledger_accounts_open_at_zero() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'CUSTOMER' AND NEW.balance <> 0 THEN
    RAISE EXCEPTION 'an account opens with a zero balance' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_accounts_open_at_zero BEFORE INSERT ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_open_at_zero();

-- Checked at commit, once per inserted entry: the entries of its posting must sum to zero.
CREATE FUNCTION ledger_posting_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO total FROM ledger_entries WHERE posting_id = NEW.posting_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'posting % is unbalanced by % pesewas', NEW.posting_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_posting_balanced();

-- Loyalty points earned per successful deposit (the transaction id makes it once only).
CREATE TABLE ledger_loyalty_points (
  transaction_id text PRIMARY KEY REFERENCES ledger_transactions (transaction_id),
  account_number text NOT NULL REFERENCES ledger_accounts (account_number),
  points bigint NOT NULL CHECK (points >= 0),
  earned_at timestamptz NOT NULL
);
CREATE INDEX ledger_loyalty_points_account_idx ON ledger_loyalty_points (account_number);

-- Interest accrued per account per day, in micro-pesewas (a day's interest on a small balance
-- is a fraction of a pesewa). Credited once per month by an INTEREST transaction whose id names
-- the account and the month.
CREATE TABLE ledger_interest_accruals (
  account_number text NOT NULL REFERENCES ledger_accounts (account_number),
  day date NOT NULL,
  balance bigint NOT NULL,
  annual_rate_bps integer NOT NULL,
  micro_pesewas bigint NOT NULL CHECK (micro_pesewas >= 0),
  credited_transaction_id text REFERENCES ledger_transactions (transaction_id),
  PRIMARY KEY (account_number, day)
);

-- Collections waiting for the payer's approval on the sandbox mobile-money network.
CREATE TABLE sandbox_momo_prompts (
  prompt_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reference text NOT NULL UNIQUE,
  phone_number text NOT NULL,
  network text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  description text NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'DECLINED', 'EXPIRED')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  decided_at timestamptz
);
CREATE INDEX sandbox_momo_prompts_phone_idx ON sandbox_momo_prompts (phone_number, created_at DESC);

-- The sort codes of spec §3: Ghanaian banks (GhIPSS-style six-digit codes), the mobile-money
-- networks (type TELCO, description = network name) and 999999, the provider's own bank.
CREATE TABLE sort_codes (
  code text PRIMARY KEY,
  description text NOT NULL,
  type text NOT NULL CHECK (type IN ('BANK', 'TELCO')),
  position integer NOT NULL
);
INSERT INTO sort_codes (code, description, type, position) VALUES
  ('999999', 'SAVE & WIN', 'BANK', 1),
  ('300591', 'MTN', 'TELCO', 2),
  ('300594', 'TELECEL', 'TELCO', 3),
  ('300592', 'AT', 'TELCO', 4),
  ('280100', 'ACCESS BANK GHANA', 'BANK', 10),
  ('030100', 'ABSA BANK GHANA', 'BANK', 11),
  ('080100', 'AGRICULTURAL DEVELOPMENT BANK', 'BANK', 12),
  ('210100', 'BANK OF AFRICA GHANA', 'BANK', 13),
  ('140100', 'CALBANK', 'BANK', 14),
  ('340100', 'CONSOLIDATED BANK GHANA', 'BANK', 15),
  ('130100', 'ECOBANK GHANA', 'BANK', 16),
  ('200100', 'FBNBANK GHANA', 'BANK', 17),
  ('240100', 'FIDELITY BANK GHANA', 'BANK', 18),
  ('170100', 'FIRST ATLANTIC BANK', 'BANK', 19),
  ('330100', 'FIRST NATIONAL BANK GHANA', 'BANK', 20),
  ('040100', 'GCB BANK', 'BANK', 21),
  ('230100', 'GUARANTY TRUST BANK GHANA', 'BANK', 22),
  ('050100', 'NATIONAL INVESTMENT BANK', 'BANK', 23),
  ('360100', 'OMNIBSIC BANK', 'BANK', 24),
  ('180100', 'PRUDENTIAL BANK', 'BANK', 25),
  ('110100', 'REPUBLIC BANK GHANA', 'BANK', 26),
  ('090100', 'SOCIETE GENERALE GHANA', 'BANK', 27),
  ('190100', 'STANBIC BANK GHANA', 'BANK', 28),
  ('020100', 'STANDARD CHARTERED BANK GHANA', 'BANK', 29),
  ('060100', 'UNITED BANK FOR AFRICA GHANA', 'BANK', 30),
  ('100100', 'UNIVERSAL MERCHANT BANK', 'BANK', 31),
  ('120100', 'ZENITH BANK GHANA', 'BANK', 32);
