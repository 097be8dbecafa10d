-- A payer credential allows one payment: the first payment request claims it for its transaction
-- id, so a retry of that same request is answered as before and any other request is refused
-- (a stranger holding a link cannot raise prompt after prompt on a number with one credential).
ALTER TABLE payment_link_credentials ADD COLUMN used_for text;
