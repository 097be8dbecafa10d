// The settings hub (spec §2): profile header, the Account, Security, Payment Methods, Support and
// Log Out cards, and the DELETE_PROFILE deep link (OTP first, then the delete modal).
import { DELETE_PROFILE_PAGE } from '@savewin/core';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import { sendOtp } from '../../../shared/api/otp';
import { OtpDialog } from '../../../shared/components/OtpDialog';
import { subscriptionAtom } from '../../../shared/data/selectors';
import { paths } from '../../../shared/paths';
import { Button, TextLink } from '../../../shared/ui-pending/actions';
import { Card } from '../../../shared/ui-pending/display';
import { mobileNumberAtom, profileNameAtom } from '../../session';

import { DeleteProfileDialog } from './DeleteProfileDialog';
import { LogOutDialog } from './LogOutDialog';

export function SettingsScreen() {
  const subscription = useAtomValue(subscriptionAtom);
  const profileName = useAtomValue(profileNameAtom);
  const mobileNumber = useAtomValue(mobileNumberAtom) ?? '';
  const [params, setParams] = useSearchParams();
  const [logOutOpen, setLogOutOpen] = useState(false);
  const [deepLinkOtp, setDeepLinkOtp] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || params.get('page') !== DELETE_PROFILE_PAGE) return;
    handled.current = true;
    // The credential in the link must not linger in the address bar or history.
    setParams({}, { replace: true });
    void sendOtp(mobileNumber).catch(() => null);
    setDeepLinkOtp(true);
  }, [params, setParams, mobileNumber]);

  const name = subscription ? `${subscription.firstName} ${subscription.lastName}` : (profileName ?? '');

  return (
    <>
      <h1>Settings</h1>
      <Card aria-labelledby="profile-name">
        <h2 id="profile-name">{name}</h2>
        <span>{mobileNumber}</span>
      </Card>
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' }}>
        <Card as="div">
          <TextLink href={paths.settingsAccount.getHref()}>Account</TextLink>
        </Card>
        <Card as="div">
          <TextLink href={paths.settingsSecurity.getHref()}>Security</TextLink>
        </Card>
        <Card as="div">
          <TextLink href={paths.linkedWallets.getHref()}>Payment Methods</TextLink>
        </Card>
        <Card as="div">
          <TextLink href={paths.support.getHref()}>Support</TextLink>
        </Card>
        <Card as="div">
          <Button variant="quiet" onPress={() => setLogOutOpen(true)}>
            Log Out
          </Button>
        </Card>
      </div>
      <LogOutDialog isOpen={logOutOpen} onClose={() => setLogOutOpen(false)} />
      <OtpDialog
        isOpen={deepLinkOtp}
        mobileNumber={mobileNumber}
        onVerified={() => {
          setDeepLinkOtp(false);
          setDeleteOpen(true);
        }}
        onCancel={() => setDeepLinkOtp(false)}
      />
      <DeleteProfileDialog isOpen={deleteOpen} onClose={() => setDeleteOpen(false)} />
    </>
  );
}
