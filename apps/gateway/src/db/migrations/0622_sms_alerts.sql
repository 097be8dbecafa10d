-- Alerts by SMS (issue 23): a notice worth a text is written here in the same transaction as the
-- event (and its bell notification), then sent through the SMS adapter after commit by the
-- alert delivery, which marks it sent; nothing is lost when the process stops in between.
-- Money and prize alerts follow the customer's choices (alert_preferences: a row only when the
-- customer switched a kind off or back on); security alerts (PIN changed, new device) always go.
CREATE TABLE sms_alerts (
  alert_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mobile_number text NOT NULL CHECK (mobile_number ~ '^0[1-9][0-9]{8}$'),
  kind text NOT NULL CHECK (kind IN ('money-in', 'money-out', 'payouts', 'prizes', 'security')),
  message text NOT NULL CHECK (char_length(message) <= 480),
  created_at timestamptz NOT NULL,
  sent_at timestamptz,
  dedupe_key text UNIQUE
);
CREATE INDEX sms_alerts_pending_idx ON sms_alerts (created_at) WHERE sent_at IS NULL;

CREATE TABLE alert_preferences (
  lead_id uuid NOT NULL REFERENCES leads (lead_id),
  kind text NOT NULL CHECK (kind IN ('money-in', 'money-out', 'payouts', 'prizes')),
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (lead_id, kind)
);
