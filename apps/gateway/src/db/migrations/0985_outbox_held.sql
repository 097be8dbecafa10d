-- A provider's answer that does not match the call it answers (another amount, currency, payer or
-- payee, or reference) settles nothing: the call is held with what was asked and what the provider
-- reported, side by side, for the operator report (domain/outbox/settlement.ts).
ALTER TABLE outbox_calls ADD COLUMN held jsonb;

-- News about a call after its outcome was recorded that contradicts it (a payout returned after it
-- was settled, a collection or payout completed after it was failed or reversed): kept once, for
-- the operator report, with the call it concerns.
ALTER TABLE outbox_calls ADD COLUMN late_news text;
