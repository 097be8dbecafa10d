// /favorites → removing a saved beneficiary: each entry has a Remove button that asks
// first; the list reloads from the gateway once it is gone. A refusal shows and keeps the entry.
import { type Favourite, SOMETHING_WENT_WRONG } from '@savewin/api';
import { Button, Card, ConfirmDialog, InlineMessage } from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';

import { failureMessage } from '../../../shared/api/client';
import { favouriteList } from '../../../shared/data/account';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import * as layout from '../../../shared/layout.css';
import { removeFavourite } from '../api/favourites';

const nameOf = (f: Favourite) => f.destinationAccountName || f.destinationAccountNumber;

export function ManageFavourites() {
  const favourites = useAtomValue(favouriteList.valueAtom);
  const [removing, setRemoving] = useState<Favourite | null>(null);
  const [pending, setPending] = useState(false);
  const message = useTimedMessage();
  if (favourites.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="manage-favourites">
      <h2 id="manage-favourites">Remove a favourite</h2>
      <ul className={layout.plainList}>
        {favourites.map((f) => (
          <li key={f.id} className={layout.wrapRow}>
            <span className={layout.grow}>
              {nameOf(f)} ({f.destinationAccountNumber})
            </span>
            <Button variant="secondary" aria-label={`Remove ${nameOf(f)}`} onPress={() => setRemoving(f)}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {message.message ? (
        <InlineMessage tone={message.message.tone}>{message.message.text}</InlineMessage>
      ) : null}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && !pending && setRemoving(null)}
        title="Remove favourite"
        message={removing ? `Remove ${nameOf(removing)} from your favourites?` : ''}
        tone="danger"
        isPending={pending}
        onConfirm={() => {
          if (!removing) return;
          setPending(true);
          removeFavourite(removing.id)
            .then(async (answer) => {
              message.show(
                answer.isSuccess ? 'positive' : 'critical',
                answer.displayMessage || SOMETHING_WENT_WRONG,
              );
              if (answer.isSuccess) await favouriteList.reload();
            })
            .catch((error: unknown) => message.show('critical', failureMessage(error)))
            .finally(() => {
              setPending(false);
              setRemoving(null);
            });
        }}
      />
    </Card>
  );
}
