// Request Money's 'Show my QR code': the customer's own code, drawn on their screen for another
// SAVE & WIN customer to scan with Pay with QR. The code is asked for on the press.
import { Button, InlineMessage, QrCode, Stack } from '@savewin/ui';

import * as layout from '../../../shared/layout.css';

import { MY_QR_CAPTION, myQrLabel, useMyQr } from './useMyQr';

export function MyQrOffer() {
  const { code, reading, problem, show } = useMyQr();
  return (
    <Stack as="section" aria-label="Your QR code" space="medium" className={layout.readable}>
      {code ? (
        <QrCode payload={code.payload} label={myQrLabel(code.name)} caption={MY_QR_CAPTION} />
      ) : (
        <div>
          <Button variant="ghost" isPending={reading} onPress={show}>
            Show my QR code
          </Button>
        </div>
      )}
      {problem ? <InlineMessage tone="critical">{problem}</InlineMessage> : null}
    </Stack>
  );
}
