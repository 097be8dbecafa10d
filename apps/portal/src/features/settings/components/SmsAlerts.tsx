// Account Settings → SMS alerts: which texts the customer gets besides the bell. Each
// switch saves at once; PIN and security alerts are always sent and say so.
import { SOMETHING_WENT_WRONG } from '@savewin/api';
import { Card, InlineMessage, Spinner, Switch } from '@savewin/ui';
import { useEffect, useState } from 'react';

import { failureMessage } from '../../../shared/api/client';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import * as layout from '../../../shared/layout.css';
import { readAlertChoices, saveAlertChoice, type AlertChoices } from '../api/alerts';

type Choices = AlertChoices;

const KINDS: { key: keyof Choices; label: string }[] = [
  { key: 'moneyIn', label: 'Money in (deposits and payments received)' },
  { key: 'moneyOut', label: 'Money out (bills paid)' },
  { key: 'payouts', label: 'Withdrawals and transfers completed or returned' },
  { key: 'prizes', label: 'Prizes won' },
];

export function SmsAlerts() {
  const [choices, setChoices] = useState<Choices | null>(null);
  const message = useTimedMessage();
  const { show } = message;

  useEffect(() => {
    readAlertChoices().then(
      (answer) => {
        if (answer.isSuccess && answer.result) setChoices(answer.result);
        else show('critical', answer.displayMessage || SOMETHING_WENT_WRONG);
      },
      (error: unknown) => show('critical', failureMessage(error)),
    );
  }, [show]);

  async function change(key: keyof Choices, on: boolean) {
    if (!choices) return;
    const before = choices;
    setChoices({ ...choices, [key]: on });
    try {
      const answer = await saveAlertChoice({ [key]: on });
      if (answer.isSuccess && answer.result) {
        setChoices(answer.result);
        show('positive', answer.displayMessage);
      } else {
        setChoices(before);
        show('critical', answer.displayMessage || SOMETHING_WENT_WRONG);
      }
    } catch (error) {
      setChoices(before);
      show('critical', failureMessage(error));
    }
  }

  return (
    <Card as="section" aria-labelledby="alerts-heading">
      <h2 id="alerts-heading">SMS alerts</h2>
      <p>We also text these to your phone. Every alert stays in your notifications.</p>
      {choices ? (
        <div className={layout.column}>
          {KINDS.map((kind) => (
            <Switch
              key={kind.key}
              isSelected={choices[kind.key]}
              onChange={(on) => void change(kind.key, on)}
            >
              {kind.label}
            </Switch>
          ))}
        </div>
      ) : message.message ? null : (
        <Spinner aria-label="Loading your alert choices" />
      )}
      <p>PIN changes and sign-ins from a new device are always texted, for your safety.</p>
      {message.message ? (
        <InlineMessage tone={message.message.tone}>{message.message.text}</InlineMessage>
      ) : null}
    </Card>
  );
}
