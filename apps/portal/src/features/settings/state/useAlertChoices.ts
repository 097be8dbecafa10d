// The customer's SMS alert choices (Account Settings → SMS alerts): read when the card opens,
// each switch saved at once. The switch moves before the answer comes, so a refusal puts it back.
import { SOMETHING_WENT_WRONG } from '@savewin/api';
import { useEffect, useState } from 'react';

import { failureMessage } from '../../../shared/api/client';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import { readAlertChoices, saveAlertChoice, type AlertChoices } from '../api/alerts';

export function useAlertChoices() {
  const [choices, setChoices] = useState<AlertChoices | null>(null);
  const { message, show } = useTimedMessage();

  useEffect(() => {
    readAlertChoices().then(
      (answer) => {
        if (answer.isSuccess && answer.result) setChoices(answer.result);
        else show('critical', answer.displayMessage || SOMETHING_WENT_WRONG);
      },
      (error: unknown) => show('critical', failureMessage(error)),
    );
  }, [show]);

  async function change(key: keyof AlertChoices, on: boolean) {
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

  return { choices, message, change };
}
