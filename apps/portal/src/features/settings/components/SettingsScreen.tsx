// The settings hub (spec §2): profile header, the Account, Security, Payment Methods, Support and
// Log Out cards, and the DELETE_PROFILE deep link (OTP first, then the delete modal).
import { DELETE_PROFILE_PAGE } from '@savewin/core';
import { Button, Card, Link } from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import { sendOtp } from '../../../shared/api/otp';
import { OtpDialog } from '../../../shared/components/OtpDialog';
import { subscriptionAtom } from '../../../shared/data/selectors';
import * as layout from '../../../shared/layout.css';
import { paths } from '../../../shared/paths';
import { mobileNumberAtom, profileNameAtom } from '../../../shared/session/session';

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
      {/* A plain block, not a landmark: the side panel's card already is the region named after
          the customer, and a screen reader's list of landmarks would show the name twice. The
          name stays a heading, so heading navigation still finds it. */}
      <Card as="div">
        <h2>{name}</h2>
        <span>{mobileNumber}</span>
      </Card>
      <div className={layout.tiles}>
        <Card as="div">
          <Link href={paths.settingsAccount.getHref()}>Account</Link>
        </Card>
        <Card as="div">
          <Link href={paths.settingsSecurity.getHref()}>Security</Link>
        </Card>
        <Card as="div">
          <Link href={paths.linkedWallets.getHref()}>Payment Methods</Link>
        </Card>
        <Card as="div">
          <Link href={paths.support.getHref()}>Support</Link>
        </Card>
        <Card as="div">
          <Button variant="ghost" onPress={() => setLogOutOpen(true)}>
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
