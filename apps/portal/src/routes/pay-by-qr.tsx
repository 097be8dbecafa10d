// Pay with QR: scan a merchant's GhQR code or another customer's own code, confirm, pay.
import { PayByQrScreen } from '../features/pay-by-qr/components/PayByQrScreen';

export function Component() {
  return <PayByQrScreen />;
}
