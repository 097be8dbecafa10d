-- Catalogue data the portal lists, written by the seed (src/seed) and served by the product
-- operations: billers (airtime, data, utilities, TV), savings-goal options and previous draw
-- winners. Sort codes live with the ledger (0100_ledger.sql). Favourites, goals and linked
-- wallets come with the product operations (issue 4).

CREATE TABLE billers (
  biller_code text PRIMARY KEY,
  biller_name text NOT NULL,
  category text NOT NULL,
  -- For airtime and data: the network whose TELCO sort code the payment uses.
  network text CHECK (network IN ('MTN', 'TELECEL', 'AT')),
  position integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE goal_options (
  goal_option_id text PRIMARY KEY,
  name text NOT NULL UNIQUE,
  -- A small PNG as base64 (no data-URL prefix), as the contract's GoalOption.image.
  image text NOT NULL,
  min_days integer NOT NULL CHECK (min_days >= 0),
  max_days integer NOT NULL,
  position integer NOT NULL,
  CHECK (max_days >= min_days AND max_days >= 1)
);

CREATE TABLE draw_winners (
  draw_id text NOT NULL,
  draw_date date NOT NULL,
  position integer NOT NULL CHECK (position >= 1),
  -- Shortened for privacy ('Kwame A.'): the full name never leaves identity.
  short_name text NOT NULL,
  prize bigint NOT NULL CHECK (prize > 0),
  PRIMARY KEY (draw_id, position)
);
CREATE INDEX draw_winners_date_idx ON draw_winners (draw_date DESC);
