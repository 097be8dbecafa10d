-- Weekly prize draws (issue 4), verifiable by commit-reveal: when a draw opens the gateway
-- publishes SHA-256 of a secret seed; when it closes it freezes the entry list (pseudonymous
-- entrants and their tickets, in a fixed order) and publishes its SHA-256; after the draw it
-- reveals the seed, and anyone can recompute the winners from the seed and the entry list.
-- Winners are listed in draw_winners (0002_catalogue.sql); prizes are paid through the ledger.

CREATE TABLE draws (
  draw_id text PRIMARY KEY,
  name text NOT NULL,
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  draw_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('OPEN', 'CLOSED', 'DRAWN')),
  -- Secret until the draw: answered by no operation while status is not DRAWN.
  seed text NOT NULL,
  seed_commitment text NOT NULL,
  entries jsonb,
  entries_commitment text,
  winners jsonb,
  CHECK (opens_at < closes_at AND closes_at <= draw_at),
  CHECK (status = 'OPEN' OR (entries IS NOT NULL AND entries_commitment IS NOT NULL)),
  CHECK (status <> 'DRAWN' OR winners IS NOT NULL)
);
