-- Where and when each session is used, for the customer's list of active sessions (Security):
-- the browser's user agent as it signed in (a summary is shown, never used for any decision) and
-- the last time the session signed in or renewed its credentials (every few minutes while open).
ALTER TABLE sessions ADD COLUMN user_agent text CHECK (char_length(user_agent) <= 512);
ALTER TABLE sessions ADD COLUMN last_used_at timestamptz;
