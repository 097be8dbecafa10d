-- One-time codes bound to what they are for. A sign-in code belongs to the sign-in session that
-- asked for it: only that session's credential can spend its tries or use it, and codes asked for
-- by anyone else (a stranger's sign-up code for the same number) neither supersede it nor make it
-- wait. A number check (sign-up, a wallet, a payment-link payer) records who proved the code:
-- only that caller may use it (a lead created anonymously, a wallet linked by that customer).
ALTER TABLE otp_codes ADD COLUMN purpose text NOT NULL DEFAULT 'check' CHECK (purpose IN ('check', 'sign-in'));
ALTER TABLE otp_codes ADD COLUMN session_id uuid;
ALTER TABLE otp_codes ADD COLUMN verified_by text;
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_sign_in_session CHECK ((purpose = 'sign-in') = (session_id IS NOT NULL));
CREATE INDEX otp_codes_purpose_idx ON otp_codes (mobile_number, purpose, created_at DESC);
