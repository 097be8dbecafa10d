// Request Money is Deposit's layout asking any number (features/deposit), with the payment-link
// offer of features/request-money, the customer's own QR code (features/my-qr) for the amount typed
// in the form when there is one (a dynamic code, else the payer chooses), and asking another
// SAVE & WIN customer (features/requests) under it.
import { CollectionScreen } from '../features/deposit/components/CollectionScreen';
import { MyQrOffer } from '../features/my-qr/components/MyQrOffer';
import { SendLinkOffer } from '../features/request-money/components/SendLinkOffer';
import { AskCustomerOffer } from '../features/requests/components/AskCustomerOffer';

export function Component() {
  return (
    <CollectionScreen mode="request">
      {({ amount }) => (
        <>
          <SendLinkOffer />
          <MyQrOffer amount={amount} />
          <AskCustomerOffer />
        </>
      )}
    </CollectionScreen>
  );
}
