-- A provider's answer that does not match the call it answers (another amount, currency, payer or
-- payee, or reference) settles nothing: the call is held with what was asked and what the provider
-- reported, side by side, for the operator report (domain/outbox/settlement.ts).
ALTER TABLE outbox_calls ADD COLUMN held jsonb;
