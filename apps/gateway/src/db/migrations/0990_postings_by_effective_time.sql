-- Issue 33 (the draw can be steered): a draw's tickets are how much each SAVE & WIN balance grew
-- over the week, read from the postings effective in it (savedInWindow, domain/ledger/queries.ts),
-- whatever the kind of movement. The open draw's tickets are read on every look at it, so the
-- postings of a week are found by their effective time rather than by reading them all.
CREATE INDEX ledger_postings_effective_idx ON ledger_postings (effective_at);
