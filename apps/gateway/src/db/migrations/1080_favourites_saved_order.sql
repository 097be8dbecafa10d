-- A customer's favourites are listed in the order they were saved. created_at is the gateway's
-- clock to the millisecond, and two saved within the same one (a fast machine saving three in a
-- row) tied, then fell back on their random ids: the order changed from one read to the next on
-- PostgreSQL. The database's own count of inserts breaks the tie, in the order they committed.
ALTER TABLE favourites ADD COLUMN saved_order bigint GENERATED ALWAYS AS IDENTITY;
