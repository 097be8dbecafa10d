// /account-details (spec §2): SAVE & WIN account number, mobile and e-mail (Verified), Ghana Card
// with the KYC status, Ghana, and the account-number card.
import { AccountNumberCard, Card, Stack } from '@savewin/ui';
import { useAtomValue } from 'jotai';

import { mainAccountAtom, subscriptionAtom } from '../../../shared/data/selectors';
import { mobileNumberAtom } from '../../session';

export function AccountDetailsScreen() {
  const subscription = useAtomValue(subscriptionAtom);
  const account = useAtomValue(mainAccountAtom);
  const mobileNumber = useAtomValue(mobileNumberAtom);
  return (
    <>
      <h1>Account Information</h1>
      {account ? (
        <AccountNumberCard
          accountNumber={account.accountNumber}
          productName={account.productName}
          holderName={subscription ? `${subscription.firstName} ${subscription.lastName}` : undefined}
        />
      ) : null}
      <Card as="div">
        <Stack as="dl" space="small">
          <dt>Account number</dt>
          <dd>{account?.accountNumber ?? '—'}</dd>
          <dt>Mobile number</dt>
          <dd>{subscription?.address.mobileNumber ?? mobileNumber} (Verified)</dd>
          <dt>Email</dt>
          <dd>{subscription?.email ?? '—'} (Verified)</dd>
          <dt>Ghana Card</dt>
          <dd>{subscription?.profile.kycStatus ?? 'Not verified'}</dd>
          <dt>Country</dt>
          <dd>Ghana</dd>
        </Stack>
      </Card>
    </>
  );
}
