// The dashboard (spec §2): without a subscription, the partial-registration banner whose Deposit
// opens 'KYC incomplete'; otherwise the summary, 'Make Your Transaction Easier', Quick Access and
// Recent Activity, and below them the money chart (loaded once the page has painted and Recent
// Activity is in, so the chart is drawn where the list leaves it). The favourites panel sits in the
// side panel, untrimmed here. 'My QR code', after Withdraw, shows the customer's own code for
// another customer to pay them by (its dialog loaded when wanted); on a phone it wraps below
// Deposit and Withdraw, which stay in the first screenful.
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Button,
  ButtonLink,
  PiggyBank,
  QrCodeGlyph,
  QuickAccess,
  Send,
  Smartphone,
} from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

import { lazyDialog } from '../../../shared/components/lazyDialog';
import { recentHistoryList } from '../../../shared/data/account';
import { mainAccountAtom, subscriptionAtom, targetSaveTotalAtom } from '../../../shared/data/selectors';
import { paths } from '../../../shared/paths';
import { MoneyInsights } from '../../insights';
import { LazyMyQrDialog } from '../../my-qr';

import * as styles from './dashboard.css';
import { RecentActivity } from './RecentActivity';

// Verification (its modal, form and OTP step) loads only for a customer who starts it.
const KycFlow = lazyDialog<{ isOpen: boolean; onClose: () => void }>(() =>
  import('../../kyc').then((kyc) => ({ default: kyc.KycFlow })),
);

export function DashboardScreen() {
  const subscription = useAtomValue(subscriptionAtom);
  const account = useAtomValue(mainAccountAtom);
  const targetSaveTotal = useAtomValue(targetSaveTotalAtom);
  const historyState = useAtomValue(recentHistoryList.stateAtom);
  const location = useLocation();
  const [params] = useSearchParams();
  // Sign-up's 'Complete KYC now' lands here with ?kyc=start (or the same wish in history state).
  const startKyc =
    (location.state as { startKyc?: boolean } | null)?.startKyc === true || params.get('kyc') === 'start';
  const [kycOpen, setKycOpen] = useState(startKyc);
  const [qrOpen, setQrOpen] = useState(false);

  if (!subscription) {
    return (
      <>
        <h1>Welcome to SAVE &amp; WIN</h1>
        <section className={styles.banner} aria-labelledby="partial-registration">
          <h2 id="partial-registration">Finish your registration</h2>
          <p>
            Save, earn points every time you save and win cash prizes of up to ₵3,500 per month. The more you
            deposit, the greater your chances.
          </p>
          <div className={styles.actions}>
            <Button icon={ArrowDownToLine} onPress={() => setKycOpen(true)}>
              Deposit
            </Button>
          </div>
        </section>
        <KycFlow isOpen={kycOpen} onClose={() => setKycOpen(false)} />
      </>
    );
  }

  return (
    <>
      <h1>Hello, {subscription.firstName}</h1>
      {account ? (
        <section aria-labelledby="account-summary" className={styles.accountLine}>
          <h2 id="account-summary" className={styles.accountName}>
            {account.productName}
          </h2>
          <p className={styles.accountNumber}>Account Number {account.accountNumber}</p>
        </section>
      ) : null}
      <section className={styles.banner} aria-labelledby="easier">
        <h2 id="easier">Make Your Transaction Easier</h2>
        <div className={styles.actions}>
          <ButtonLink href={paths.deposit.getHref()} icon={ArrowDownToLine}>
            Deposit
          </ButtonLink>
          <ButtonLink href={paths.withdraw.getHref()} variant="secondary" icon={ArrowUpFromLine}>
            Withdraw
          </ButtonLink>
          {account ? (
            <Button variant="secondary" icon={QrCodeGlyph} onPress={() => setQrOpen(true)}>
              My QR code
            </Button>
          ) : null}
        </div>
        {account ? <LazyMyQrDialog isOpen={qrOpen} onClose={() => setQrOpen(false)} /> : null}
      </section>
      <QuickAccess
        links={[
          { label: 'Target Save', href: paths.targetSave.getHref(), icon: PiggyBank, value: targetSaveTotal },
          { label: 'Send Money', href: paths.sendMoney.getHref(), icon: Send },
          { label: 'Buy Airtime', href: paths.buyAirtime.getHref(), icon: Smartphone },
        ]}
      />
      <RecentActivity />
      {account ? (
        <MoneyInsights
          accountNumber={account.accountNumber}
          isHeld={historyState !== 'loaded' && historyState !== 'failed'}
        />
      ) : null}
    </>
  );
}
