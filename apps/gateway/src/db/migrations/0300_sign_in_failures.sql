-- Wrong sign-ins for numbers without a profile, counted exactly like a profile's own
-- (leads.failed_pin_attempts / locked_until), so that sign-in answers a number that is not
-- registered with the same "tries left" and lock-out as one that is: the answers never tell an
-- attacker which numbers are customers.
CREATE TABLE sign_in_failures (
  mobile_number text PRIMARY KEY CHECK (mobile_number ~ '^0[1-9][0-9]{8}$'),
  failed_pin_attempts integer NOT NULL DEFAULT 0 CHECK (failed_pin_attempts >= 0),
  locked_until timestamptz
);
