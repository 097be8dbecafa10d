-- An operator's decision on a call held by the settlement check (domain/outbox/decisions.ts):
-- credit what arrived, reverse, or retry. Every decision is kept (who, when, what, and what it
-- did), never edited but for its result; a final one (credit or reverse) is one per call, so two
-- operators deciding at once cannot both move money, and the same decision again moves none.
CREATE TABLE operator_decisions (
  decision_id text PRIMARY KEY,
  call_id text NOT NULL REFERENCES outbox_calls (call_id),
  decision text NOT NULL CHECK (decision IN ('CREDIT', 'REVERSE', 'RETRY')),
  final boolean NOT NULL,
  operator text NOT NULL CHECK (length(operator) BETWEEN 1 AND 100),
  note text,
  -- What the provider had reported when the decision was taken (the held answer).
  held jsonb,
  decided_at timestamptz NOT NULL,
  -- What the decision did, in words, once it was carried out (null while it was not).
  result text,
  applied_at timestamptz
);
CREATE UNIQUE INDEX operator_decisions_one_final ON operator_decisions (call_id) WHERE final;
CREATE INDEX operator_decisions_call ON operator_decisions (call_id, decided_at);

