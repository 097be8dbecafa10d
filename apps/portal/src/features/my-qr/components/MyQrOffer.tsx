// Request Money's 'Show my QR code': the customer's own code, drawn on their screen for another
// SAVE & WIN customer to scan with Pay with QR. With an amount typed in the form above, the code
// asks for that amount (the payer cannot change it); without one, the payer chooses. The code is
// asked for on the press; a code for another amount than the one now typed is not shown.
import { INVALID_AMOUNT_MESSAGE, formatCedis, parseAmount } from '@savewin/core';
import { Button, InlineMessage, QrCode, Stack } from '@savewin/ui';
import { useState } from 'react';

import * as layout from '../../../shared/layout.css';

import { myQrCaption, myQrLabel, useMyQr } from './useMyQr';

export interface MyQrOfferProps {
  /** The amount typed in the form, as typed ('' when none). */
  amount?: string;
}

export function MyQrOffer({ amount = '' }: MyQrOfferProps) {
  const typed = amount.trim() !== '';
  const pesewas = typed ? parseAmount(amount) : null;
  // A code is held only while it is the one for the amount typed now: its amount is `pesewas`.
  const { code, reading, problem, show } = useMyQr(pesewas);
  const [pressedInvalid, setPressedInvalid] = useState<string | null>(null);
  // The notice stays only while the amount it was about is the one in the field.
  const invalid = pressedInvalid === amount && pesewas === null;

  function press() {
    if (typed && pesewas === null) {
      setPressedInvalid(amount);
      return;
    }
    setPressedInvalid(null);
    show();
  }

  return (
    <Stack as="section" aria-label="Your QR code" space="medium" className={layout.readable}>
      {code ? (
        <QrCode payload={code.payload} label={myQrLabel(code.name, pesewas)} caption={myQrCaption(pesewas)} />
      ) : (
        <div>
          <Button variant="ghost" isPending={reading} onPress={press}>
            {pesewas === null ? 'Show my QR code' : `Show my QR code for ${formatCedis(pesewas)}`}
          </Button>
        </div>
      )}
      {invalid ? <InlineMessage tone="critical">{INVALID_AMOUNT_MESSAGE}</InlineMessage> : null}
      {problem ? <InlineMessage tone="critical">{problem}</InlineMessage> : null}
    </Stack>
  );
}
