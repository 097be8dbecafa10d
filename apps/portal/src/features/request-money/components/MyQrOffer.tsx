// Request Money's 'Show my QR code': the customer's own code, drawn on their screen for another
// SAVE & WIN customer to scan with Pay with QR. The code is asked for on the press.
import type { MyQrAnswer } from '@savewin/api';
import { Button, InlineMessage, QrCode, Stack } from '@savewin/ui';
import { useState } from 'react';

import { failureMessage } from '../../../shared/api/client';
import * as layout from '../../../shared/layout.css';
import { readMyQr } from '../api/myQr';

export function MyQrOffer() {
  const [code, setCode] = useState<MyQrAnswer | null>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function show() {
    if (reading) return;
    setReading(true);
    setProblem(null);
    try {
      setCode(await readMyQr());
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setReading(false);
    }
  }

  return (
    <Stack as="section" aria-label="Your QR code" space="medium" className={layout.readable}>
      {code ? (
        <QrCode
          payload={code.payload}
          label={`QR code to pay ${code.name} into SAVE & WIN`}
          caption="Another SAVE & WIN customer scans this with Pay with QR to pay into your SAVE & WIN account."
        />
      ) : (
        <div>
          <Button variant="ghost" isPending={reading} onPress={() => void show()}>
            Show my QR code
          </Button>
        </div>
      )}
      {problem ? <InlineMessage tone="critical">{problem}</InlineMessage> : null}
    </Stack>
  );
}
