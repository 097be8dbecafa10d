-- The credential-change triggers of 0900 run one function, not one per payload: the argument
-- names what a row change names ('s': its session_id, 'l': its lead_id), and a truncate (a
-- statement trigger) names everything. Same triggers, same conditions, same payloads:
-- 's:<session_id>', 'l:<lead_id>', or '*'.
CREATE FUNCTION notify_credential_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('credential_changes', '*');
  ELSIF TG_ARGV[0] = 's' THEN
    PERFORM pg_notify('credential_changes', 's:' || OLD.session_id::text);
  ELSIF TG_ARGV[0] = 'l' THEN
    PERFORM pg_notify('credential_changes', 'l:' || OLD.lead_id::text);
  ELSE
    RAISE EXCEPTION 'notify_credential_change on %: unknown argument %', TG_TABLE_NAME, TG_ARGV[0];
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER sessions_credential_change AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.stage IS DISTINCT FROM NEW.stage
        OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.lead_id IS DISTINCT FROM NEW.lead_id
        OR OLD.session_id IS DISTINCT FROM NEW.session_id)
  EXECUTE FUNCTION notify_credential_change('s');
CREATE OR REPLACE TRIGGER credentials_credential_change AFTER UPDATE ON credentials FOR EACH ROW
  WHEN (OLD.expires_at IS DISTINCT FROM NEW.expires_at OR OLD.kind IS DISTINCT FROM NEW.kind
        OR OLD.session_id IS DISTINCT FROM NEW.session_id OR OLD.token_hash IS DISTINCT FROM NEW.token_hash)
  EXECUTE FUNCTION notify_credential_change('s');
CREATE OR REPLACE TRIGGER leads_credential_change AFTER UPDATE ON leads FOR EACH ROW
  WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.mobile_number IS DISTINCT FROM NEW.mobile_number
        OR OLD.customer_number IS DISTINCT FROM NEW.customer_number OR OLD.lead_id IS DISTINCT FROM NEW.lead_id)
  EXECUTE FUNCTION notify_credential_change('l');

-- The delete and truncate triggers are alike on each table but for its name and what a row names.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES ('sessions', 's'), ('credentials', 's'), ('leads', 'l')) AS v (name, names) LOOP
    EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER DELETE ON %I FOR EACH ROW
                      EXECUTE FUNCTION notify_credential_change(%L)', t.name || '_credential_delete', t.name, t.names);
    EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT
                      EXECUTE FUNCTION notify_credential_change()', t.name || '_credential_truncate', t.name);
  END LOOP;
END $$;

-- Nothing runs them any more.
DROP FUNCTION notify_session_credential_change();
DROP FUNCTION notify_lead_credential_change();
DROP FUNCTION notify_all_credentials_changed();
