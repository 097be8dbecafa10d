// Request Money is Deposit's layout asking any number (features/deposit), with the payment-link
// offer of features/request-money and the customer's own QR code (features/my-qr) under it: for the
// amount typed in the form when there is one (a dynamic code), else the payer chooses.
import { CollectionScreen } from '../features/deposit/components/CollectionScreen';
import { MyQrOffer } from '../features/my-qr/components/MyQrOffer';
import { SendLinkOffer } from '../features/request-money/components/SendLinkOffer';

export function Component() {
  return (
    <CollectionScreen mode="request">
      {({ amount }) => (
        <>
          <SendLinkOffer />
          <MyQrOffer amount={amount} />
        </>
      )}
    </CollectionScreen>
  );
}
