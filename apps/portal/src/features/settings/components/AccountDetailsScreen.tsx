// /account-details (spec §2): SAVE & WIN account number, mobile and e-mail (Verified), Ghana Card
// with the KYC status, Ghana, and the account-number card.
import { useAtomValue } from 'jotai';

import { mainAccountAtom, subscriptionAtom } from '../../../shared/data/selectors';
import { Card } from '../../../shared/ui-pending';
import { mobileNumberAtom } from '../../session/state/session';

export function AccountDetailsScreen() {
  const subscription = useAtomValue(subscriptionAtom);
  const account = useAtomValue(mainAccountAtom);
  const mobileNumber = useAtomValue(mobileNumberAtom);
  return (
    <>
      <h1>Account Information</h1>
      <Card aria-labelledby="account-number-card">
        <h2 id="account-number-card">Account Number</h2>
        <p style={{ fontSize: '1.5rem', fontWeight: 700, letterSpacing: '0.1em' }}>
          {account?.accountNumber ?? '—'}
        </p>
      </Card>
      <Card as="div">
        <dl style={{ display: 'grid', gap: 8 }}>
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
        </dl>
      </Card>
    </>
  );
}
