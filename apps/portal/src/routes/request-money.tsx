// Request Money is Deposit's layout asking any number (features/deposit), with the payment-link
// offer and the customer's own QR code of features/request-money under it.
import { CollectionScreen } from '../features/deposit/components/CollectionScreen';
import { MyQrOffer } from '../features/request-money/components/MyQrOffer';
import { SendLinkOffer } from '../features/request-money/components/SendLinkOffer';

export function Component() {
  return (
    <CollectionScreen mode="request">
      <SendLinkOffer />
      <MyQrOffer />
    </CollectionScreen>
  );
}
