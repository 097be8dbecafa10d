-- The prize checker. A customer may have their draw prizes saved into one of their goals instead
-- of SAVE & WIN (prize_destinations: no row, or no goal, is SAVE & WIN), and each prize paid is
-- recorded against its winner (draw_prize_payouts), written in the draw's transaction with the
-- ledger's credit. The customer's own wins are read from here: the published winners name keyed
-- pseudonyms and shortened names only, and stay that way.

CREATE TABLE prize_destinations (
  customer_number text PRIMARY KEY,
  goal_account_number text REFERENCES goals (goal_account_number),
  updated_at timestamptz NOT NULL
);

CREATE TABLE draw_prize_payouts (
  draw_id text NOT NULL REFERENCES draws (draw_id),
  position integer NOT NULL CHECK (position >= 1),
  customer_number text NOT NULL,
  -- The ledger's credit of the prize (a system movement keyed prize-<draw>-<position>): where the
  -- money went and when is read from it, so there is one record of the money.
  transaction_id text NOT NULL UNIQUE,
  -- The goal the customer had chosen when, by the draw, it had closed or reached its due date:
  -- the prize went to SAVE & WIN instead (and the notice said so). Null otherwise.
  closed_goal_account_number text,
  PRIMARY KEY (draw_id, position)
);
CREATE INDEX draw_prize_payouts_customer_idx ON draw_prize_payouts (customer_number, draw_id);

-- Prizes paid before this existed went to SAVE & WIN; the ledger names each winner.
INSERT INTO draw_prize_payouts (draw_id, position, customer_number, transaction_id)
SELECT d.draw_id, (w.value ->> 'position')::integer, t.customer_number, t.transaction_id
  FROM draws d
 CROSS JOIN LATERAL jsonb_array_elements(
         CASE WHEN jsonb_typeof(d.winners) = 'array' THEN d.winners ELSE '[]'::jsonb END) AS w(value)
  JOIN ledger_transactions t ON t.transaction_id = 'prize-' || d.draw_id || '-' || (w.value ->> 'position')
 WHERE d.status = 'DRAWN'
ON CONFLICT DO NOTHING;
