// Account Settings → SMS alerts: which texts the customer gets besides the bell. Each
// switch saves at once; PIN and security alerts are always sent and say so. A spinner until the
// choices have been read, unless reading them failed: then only the message says so.
import { Card, InlineMessage, Spinner, Switch } from '@savewin/ui';

import type { TimedMessage } from '../../../shared/feedback/useTimedMessage';
import * as layout from '../../../shared/layout.css';
import type { AlertChoices } from '../api/alerts';

const KINDS: { key: keyof AlertChoices; label: string }[] = [
  { key: 'moneyIn', label: 'Money in (deposits and payments received)' },
  { key: 'moneyOut', label: 'Money out (bills paid)' },
  { key: 'payouts', label: 'Withdrawals and transfers completed or returned' },
  { key: 'prizes', label: 'Prizes won' },
];

export function SmsAlerts({
  choices,
  message,
  onChange,
}: {
  /** The saved choices, or null until they have been read. */
  choices: AlertChoices | null;
  /** What the last read or save said, while it shows. */
  message: TimedMessage | null;
  onChange: (key: keyof AlertChoices, on: boolean) => void;
}) {
  return (
    <Card as="section" aria-labelledby="alerts-heading">
      <h2 id="alerts-heading">SMS alerts</h2>
      <p>We also text these to your phone. Every alert stays in your notifications.</p>
      {choices ? (
        <div className={layout.column}>
          {KINDS.map((kind) => (
            <Switch key={kind.key} isSelected={choices[kind.key]} onChange={(on) => onChange(kind.key, on)}>
              {kind.label}
            </Switch>
          ))}
        </div>
      ) : message ? null : (
        <Spinner aria-label="Loading your alert choices" />
      )}
      <p>PIN changes and sign-ins from a new device are always texted, for your safety.</p>
      {message ? <InlineMessage tone={message.tone}>{message.text}</InlineMessage> : null}
    </Card>
  );
}
