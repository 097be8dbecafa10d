-- A refresh whose answer was lost (the page unloaded while the call was in flight) may be asked
-- again with the key the client kept beside the credential: the used credential remembers that
-- key's hash and the pair it answered, so the retry voids that pair and answers a new one, while
-- any other reuse still revokes the session.
ALTER TABLE credentials ADD COLUMN retry_key_hash text;
ALTER TABLE credentials ADD COLUMN successor_access_hash text;
ALTER TABLE credentials ADD COLUMN successor_refresh_hash text;
