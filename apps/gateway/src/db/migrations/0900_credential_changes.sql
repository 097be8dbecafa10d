-- Each gateway keeps the credentials it has looked up in memory for a few seconds (identity's
-- credential cache). Every change that can make a bearer credential answer differently notifies
-- channel 'credential_changes' from the same transaction, so every gateway drops it when the
-- change commits: a session revoked, ended or moved to another stage, a credential expired early
-- or removed, the customer deleted, renumbered or given a customer number. Being triggers, they
-- catch every path that writes these tables, today's and tomorrow's. Payload: 's:<session_id>',
-- 'l:<lead_id>', or '*' (everything) when a table is truncated.
CREATE FUNCTION notify_session_credential_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('credential_changes', 's:' || OLD.session_id::text);
  RETURN NULL;
END $$;

CREATE FUNCTION notify_lead_credential_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('credential_changes', 'l:' || OLD.lead_id::text);
  RETURN NULL;
END $$;

CREATE FUNCTION notify_all_credentials_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('credential_changes', '*');
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_credential_change AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.stage IS DISTINCT FROM NEW.stage
        OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.lead_id IS DISTINCT FROM NEW.lead_id
        OR OLD.session_id IS DISTINCT FROM NEW.session_id)
  EXECUTE FUNCTION notify_session_credential_change();
CREATE TRIGGER sessions_credential_delete AFTER DELETE ON sessions FOR EACH ROW
  EXECUTE FUNCTION notify_session_credential_change();
CREATE TRIGGER sessions_credential_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT
  EXECUTE FUNCTION notify_all_credentials_changed();

CREATE TRIGGER credentials_credential_change AFTER UPDATE ON credentials FOR EACH ROW
  WHEN (OLD.expires_at IS DISTINCT FROM NEW.expires_at OR OLD.kind IS DISTINCT FROM NEW.kind
        OR OLD.session_id IS DISTINCT FROM NEW.session_id OR OLD.token_hash IS DISTINCT FROM NEW.token_hash)
  EXECUTE FUNCTION notify_session_credential_change();
CREATE TRIGGER credentials_credential_delete AFTER DELETE ON credentials FOR EACH ROW
  EXECUTE FUNCTION notify_session_credential_change();
CREATE TRIGGER credentials_credential_truncate AFTER TRUNCATE ON credentials FOR EACH STATEMENT
  EXECUTE FUNCTION notify_all_credentials_changed();

CREATE TRIGGER leads_credential_change AFTER UPDATE ON leads FOR EACH ROW
  WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.mobile_number IS DISTINCT FROM NEW.mobile_number
        OR OLD.customer_number IS DISTINCT FROM NEW.customer_number OR OLD.lead_id IS DISTINCT FROM NEW.lead_id)
  EXECUTE FUNCTION notify_lead_credential_change();
CREATE TRIGGER leads_credential_delete AFTER DELETE ON leads FOR EACH ROW
  EXECUTE FUNCTION notify_lead_credential_change();
CREATE TRIGGER leads_credential_truncate AFTER TRUNCATE ON leads FOR EACH STATEMENT
  EXECUTE FUNCTION notify_all_credentials_changed();
