import { INVALID_AMOUNT_MESSAGE } from '@savewin/core';
import { NotificationModal } from '@savewin/ui';

/** The spec's "Invalid amount" notice, shown when a payment form is sent with an amount it cannot read. */
export function InvalidAmountNotice({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <NotificationModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Invalid amount"
      message={INVALID_AMOUNT_MESSAGE}
      okLabel="Ok"
    />
  );
}
