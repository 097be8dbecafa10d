// The top bar's bell (ARCHITECTURE difference 8): the customer's notifications, read when the
// dropdown opens; a failure says so and offers a retry.
import { useState } from 'react';
import { Button as RACButton, Dialog, DialogTrigger, Popover } from 'react-aria-components';

import type { Notification } from '../../../shared/api/gateway';
import { gateway } from '../../../shared/api/instance';
import { dateText } from '../../../shared/format';
import { Button, Notice, Spinner, pendingStyles } from '../../../shared/ui-pending';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; items: Notification[] };

export function NotificationBell() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  async function load() {
    setState({ kind: 'loading' });
    try {
      const answer = await gateway.notifications();
      setState({ kind: 'loaded', items: answer.isSuccess && answer.result ? answer.result : [] });
    } catch {
      setState({ kind: 'failed' });
    }
  }

  return (
    <DialogTrigger onOpenChange={(open) => open && void load()}>
      <RACButton aria-label="Notifications" className={pendingStyles.button.quiet}>
        <span aria-hidden="true">🔔</span>
      </RACButton>
      <Popover placement="bottom end" className={pendingStyles.modal}>
        <Dialog aria-label="Notifications" className={pendingStyles.dialog}>
          {state.kind === 'loading' ? <Spinner label="Loading notifications" /> : null}
          {state.kind === 'failed' ? (
            <>
              <Notice tone="critical">Something went wrong</Notice>
              <Button variant="secondary" onPress={() => void load()}>
                Try again
              </Button>
            </>
          ) : null}
          {state.kind === 'loaded' && state.items.length === 0 ? <p>You have no new notifications.</p> : null}
          {state.kind === 'loaded' && state.items.length > 0 ? (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
              {state.items.map((n) => (
                <li key={n.id}>
                  <strong>{n.title}</strong>
                  <br />
                  {n.message}
                  <br />
                  <small>{dateText(n.createdAt)}</small>
                </li>
              ))}
            </ul>
          ) : null}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
