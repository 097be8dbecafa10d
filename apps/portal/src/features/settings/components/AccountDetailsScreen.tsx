// /account-details (spec §2): SAVE & WIN account number, mobile (Verified) and e-mail with its true
// state (verified only once proved with a code) and a link to change it, Ghana Card with
// the KYC status, Ghana, and the account-number card; then the wallet tier's limits with what is
// used and left, and how to move up a tier.
import { formatCedis, parseAmount } from '@savewin/core';
import { AccountNumberCard, Card, InlineMessage, Link, Spinner, Stack } from '@savewin/ui';
import { useAtomValue } from 'jotai';

import { useAccountLimits, type AccountLimits } from '../../../shared/api/limits';
import { profile } from '../../../shared/data/account';
import { mainAccountAtom, subscriptionAtom } from '../../../shared/data/selectors';
import * as layout from '../../../shared/layout.css';
import { paths } from '../../../shared/paths';
import { mobileNumberAtom } from '../../../shared/session/session';

export function AccountDetailsScreen() {
  const subscription = useAtomValue(subscriptionAtom);
  const account = useAtomValue(mainAccountAtom);
  const mobileNumber = useAtomValue(mobileNumberAtom);
  const { lead } = useAtomValue(profile.valueAtom);
  const email = subscription ?? lead;
  return (
    <>
      <h1>Account Information</h1>
      <Card as="div">
        <Stack as="dl" space="small">
          <dt>Account number</dt>
          <dd>{account?.accountNumber ?? '—'}</dd>
          <dt>Mobile number</dt>
          <dd>{subscription?.address.mobileNumber ?? mobileNumber} (Verified)</dd>
          <dt>Email</dt>
          <dd>
            {email?.email ? `${email.email} (${email.emailVerified ? 'Verified' : 'Not verified'})` : '—'}{' '}
            <Link href={paths.changeEmail.getHref()}>
              {email?.email && !email.emailVerified ? 'Verify or change e-mail' : 'Change e-mail'}
            </Link>
          </dd>
          <dt>Ghana Card</dt>
          <dd>{subscription?.profile.kycStatus ?? 'Not verified'}</dd>
          <dt>Country</dt>
          <dd>Ghana</dd>
        </Stack>
      </Card>
      {/* The card image after the facts: on a phone the details are in the first screenful. */}
      {account ? (
        <AccountNumberCard
          accountNumber={account.accountNumber}
          productName={account.productName}
          holderName={subscription ? `${subscription.firstName} ${subscription.lastName}` : undefined}
        />
      ) : null}
      <LimitsCard />
    </>
  );
}

const TIER_NAMES: Record<AccountLimits['tier'], string> = {
  MINIMUM: 'Minimum',
  MEDIUM: 'Medium',
  ENHANCED: 'Enhanced',
};

/** '1250.00' → 'GH₵1,250.00'. */
const cedis = (amount: string) => formatCedis(parseAmount(amount) ?? 0);

function LimitsCard() {
  const { limits, failed } = useAccountLimits();
  return (
    <Card as="section" aria-labelledby="limits-heading">
      <h2 id="limits-heading">Limits and tier</h2>
      {limits ? (
        <>
          <dl className={layout.column}>
            <dt>Account level (KYC tier)</dt>
            <dd>{TIER_NAMES[limits.tier]}</dd>
            <dt>Balance</dt>
            <dd>
              {cedis(limits.balance)} of {cedis(limits.maxBalance)} allowed
            </dd>
            <dt>Daily limit</dt>
            <dd>
              {cedis(limits.dailyLimit)}: {cedis(limits.usedToday)} used, {cedis(limits.leftToday)} left today
            </dd>
            <dt>Monthly limit</dt>
            <dd>
              {limits.monthlyLimit === null || limits.leftThisMonth === null
                ? `No monthly limit (${cedis(limits.usedThisMonth)} moved this month)`
                : `${cedis(limits.monthlyLimit)}: ${cedis(limits.usedThisMonth)} used, ${cedis(limits.leftThisMonth)} left this month`}
            </dd>
          </dl>
          {limits.nextTier ? (
            <>
              <h3>Move up to the {TIER_NAMES[limits.nextTier.tier].toLowerCase()} tier</h3>
              <p>
                Hold up to {cedis(limits.nextTier.maxBalance)} and move up to{' '}
                {cedis(limits.nextTier.dailyLimit)} a day. {limits.nextTier.howTo}
              </p>
            </>
          ) : (
            <p>You are on the highest tier.</p>
          )}
        </>
      ) : failed ? (
        <InlineMessage tone="critical">Something went wrong</InlineMessage>
      ) : (
        <Spinner aria-label="Loading your limits" />
      )}
    </Card>
  );
}
