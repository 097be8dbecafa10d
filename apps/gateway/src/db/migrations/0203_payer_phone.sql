-- A payer credential bound to the mobile number the payer proved by OTP (issue 4, payment-link
-- payer flow): null for the link credential handed out by account-info-by-hash.
ALTER TABLE payment_link_credentials ADD COLUMN phone_number text CHECK (phone_number IS NULL OR phone_number ~ '^0[0-9]{9}$');
