-- Customer products of issue 4: favourites, linked wallets, savings goals (Target Save) and
-- notifications, plus the record of the goal jobs (set & forget, reminders) that makes each run
-- once per goal and period. The catalogue (billers, goal options) lives in 0002_catalogue.sql.
-- Money never lives here: a goal's balance is its TARGET SAVE account in the ledger.

CREATE TABLE favourites (
  favourite_id text PRIMARY KEY,
  customer_number text NOT NULL,
  favourite_type text NOT NULL CHECK (favourite_type IN ('BILL PAYMENT', 'BANK_TRANSFER', 'MOMO')),
  destination_account_name text NOT NULL,
  destination_account_number text NOT NULL,
  sort_code text NOT NULL,
  created_at timestamptz NOT NULL
);
-- Saving the same beneficiary twice answers the one already saved.
CREATE UNIQUE INDEX favourites_one_each ON favourites
  (customer_number, favourite_type, destination_account_number, sort_code);

CREATE TABLE linked_wallets (
  wallet_id text PRIMARY KEY,
  customer_number text NOT NULL,
  network text NOT NULL CHECK (network IN ('MTN', 'TELECEL', 'AT')),
  phone_number text NOT NULL CHECK (phone_number ~ '^0[0-9]{9}$'),
  wallet_name text NOT NULL,
  created_at timestamptz NOT NULL,
  deleted_at timestamptz
);
CREATE UNIQUE INDEX linked_wallets_one_active ON linked_wallets (customer_number, phone_number)
  WHERE deleted_at IS NULL;

CREATE TABLE goals (
  goal_account_number text PRIMARY KEY,
  customer_number text NOT NULL,
  goal_name text NOT NULL,
  goal_option_id text NOT NULL REFERENCES goal_options (goal_option_id),
  target_amount bigint NOT NULL CHECK (target_amount > 0),
  payment_amount bigint NOT NULL CHECK (payment_amount > 0),
  due_date date NOT NULL,
  goal_type text NOT NULL CHECK (goal_type IN ('Daily', 'Weekly', 'Monthly')),
  reminder boolean NOT NULL,
  auto_fund boolean NOT NULL,
  -- The SAVE & WIN account set & forget deducts from.
  source_account_number text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX goals_customer_idx ON goals (customer_number, created_at);

CREATE TABLE notifications (
  notification_id text PRIMARY KEY,
  customer_number text NOT NULL,
  title text NOT NULL,
  message text NOT NULL,
  link text,
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  -- A flow that may run twice (a job, a replayed payment) names its notice: written once.
  dedupe_key text UNIQUE
);
CREATE INDEX notifications_customer_idx ON notifications (customer_number, created_at DESC);

-- One row per goal, job and period: the job's claim, so a second run of the same period does nothing.
CREATE TABLE goal_job_runs (
  goal_account_number text NOT NULL REFERENCES goals (goal_account_number),
  job text NOT NULL CHECK (job IN ('AUTO_FUND', 'REMINDER')),
  period text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('FUNDED', 'SKIPPED', 'REMINDED', 'FAILED')),
  transaction_id text,
  detail text,
  ran_at timestamptz NOT NULL,
  PRIMARY KEY (goal_account_number, job, period)
);
