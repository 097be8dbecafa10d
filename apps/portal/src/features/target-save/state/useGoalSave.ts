// Sending a goal's create or edit (the two Target Save forms): one send at a time, the form's
// message cleared while it travels and then showing any refusal or failure; once the gateway
// accepts, the goals are reloaded, its words notified and the form moves on.
import { BusinessError, type Envelope } from '@savewin/api';
import { useRef, useState } from 'react';

import { failureMessage } from '../../../shared/api/client';
import { notify } from '../../../shared/feedback/feedback';
import type { useTimedMessage } from '../../../shared/feedback/useTimedMessage';

import { refreshGoals } from './goals';

type FormMessage = Pick<ReturnType<typeof useTimedMessage>, 'show' | 'clear'>;

export function useGoalSave({ show, clear }: FormMessage) {
  const [pending, setPending] = useState(false);
  const submitting = useRef(false);

  /**
   * `prepare` checks the form (showing why not) and answers the call to send, or null; `onSaved`
   * runs once the gateway accepted it. Ignored while a send is travelling.
   */
  async function save(prepare: () => (() => Promise<Envelope<unknown>>) | null, onSaved: () => void) {
    if (submitting.current) return;
    const send = prepare();
    if (!send) return;
    submitting.current = true;
    setPending(true);
    clear();
    try {
      const answer = await send();
      if (!answer.isSuccess) throw new BusinessError(answer.displayMessage);
      // The goal shows on Target Save even if this reload fails; the list has its own refresh.
      await refreshGoals().catch(() => undefined);
      if (answer.displayMessage) notify('positive', answer.displayMessage);
      onSaved();
    } catch (failure) {
      show('critical', failureMessage(failure));
    } finally {
      submitting.current = false;
      setPending(false);
    }
  }

  return { pending, save };
}
