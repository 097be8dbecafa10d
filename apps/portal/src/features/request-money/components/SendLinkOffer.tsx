// Request Money's 'Or click here to send a link' (ARCHITECTURE difference 6): creates the
// customer's payment link (replacing any earlier one) and offers to copy or share it.
import { type PaymentLink, SOMETHING_WENT_WRONG } from '@savewin/api';
import { Button, Inline, InlineMessage, Stack, TextField } from '@savewin/ui';
import { useState } from 'react';

import { failureMessage } from '../../../shared/api/client';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import * as layout from '../../../shared/layout.css';
import { createPaymentLink } from '../api/paymentLink';

export function SendLinkOffer() {
  const [link, setLink] = useState<PaymentLink | null>(null);
  const [creating, setCreating] = useState(false);
  const message = useTimedMessage();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function create() {
    if (creating) return;
    setCreating(true);
    try {
      const answer = await createPaymentLink(30);
      if (answer.isSuccess && answer.result) {
        setLink(answer.result);
        message.show('positive', answer.displayMessage || 'Your payment link is ready');
      } else message.show('critical', answer.displayMessage || SOMETHING_WENT_WRONG);
    } catch (error) {
      message.show('critical', failureMessage(error));
    } finally {
      setCreating(false);
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      message.show('positive', 'Link copied');
    } catch {
      message.show('critical', 'Could not copy the link. Please select it and copy it yourself.');
    }
  }

  async function share(url: string) {
    try {
      await navigator.share({ title: 'SAVE & WIN payment request', url });
    } catch {
      // The customer closed the share sheet: nothing to report.
    }
  }

  return (
    <Stack as="section" aria-label="Send a payment link" space="medium" className={layout.readable}>
      <div>
        <Button variant="ghost" isPending={creating} onPress={() => void create()}>
          Or click here to send a link
        </Button>
      </div>
      {link ? (
        <>
          <TextField
            label="Your payment link"
            value={link.url}
            isReadOnly
            description={`Valid until ${new Date(link.expiresAt).toLocaleDateString('en-GH')}`}
          />
          <Inline space="medium">
            <Button variant="secondary" onPress={() => void copy(link.url)}>
              Copy link
            </Button>
            {canShare ? (
              <Button variant="secondary" onPress={() => void share(link.url)}>
                Share
              </Button>
            ) : null}
          </Inline>
        </>
      ) : null}
      {message.message ? (
        <InlineMessage tone={message.message.tone}>{message.message.text}</InlineMessage>
      ) : null}
    </Stack>
  );
}
