-- Money in flight (issue 21): every call to an outside party (mobile-money collection or payout,
-- bank transfer, bill payment, ID check) is written here in the same transaction as the hold or
-- request it serves, and sent after commit by whoever wrote it or, after a crash, by the worker
-- once its lease (next_attempt_at) has passed. call_id is the idempotency reference the provider
-- sees on every attempt, so a retry never doubles the call.
--   QUEUED  to be sent (again); attempts counts the tries
--   SENT    the provider accepted it; the outcome comes by callback or reconciliation
--   DONE    its outcome is recorded (closed in the transaction that recorded it)
CREATE TABLE outbox_calls (
  call_id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('COLLECTION', 'PAYOUT', 'BILL', 'KYC')),
  subject text NOT NULL,
  payload jsonb NOT NULL,
  state text NOT NULL CHECK (state IN ('QUEUED', 'SENT', 'DONE')),
  -- The provider acknowledged the call at least once (a reconciliation 'not found' then needs a person).
  accepted boolean NOT NULL DEFAULT false,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  -- Set by reconciliation when it cannot settle the call by itself: the operator report lists it.
  operator_note text,
  checked_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX outbox_calls_subject_idx ON outbox_calls (kind, subject);
CREATE INDEX outbox_calls_due_idx ON outbox_calls (next_attempt_at) WHERE state = 'QUEUED';
CREATE INDEX outbox_calls_open_idx ON outbox_calls (created_at) WHERE state <> 'DONE';

-- Every answer an outside party sent us (callbacks), kept as received: a callback is applied
-- from here, so one that arrives while the gateway restarts is not lost, and a duplicate is one row.
CREATE TABLE provider_callbacks (
  callback_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  reference text NOT NULL,
  body jsonb NOT NULL,
  received_at timestamptz NOT NULL,
  applied_at timestamptz
);
CREATE INDEX provider_callbacks_reference_idx ON provider_callbacks (provider, reference);
