// /link-wallet (spec §2, §4 Link wallet, §5, §8): the network (MTN preselected) picks its TELCO
// sort code; the number's holder name is looked up on leaving the field or with Validate; 'Link
// Number' appears once a name is resolved, sends an OTP to that number, and after the code is
// accepted the wallet is linked and the customer returns to /linked-wallets.
import {
  DEFAULT_NETWORK,
  LINK_WALLET_FAILED_MESSAGE,
  linkWalletError,
  normaliseMobileNumber,
  type Network,
} from '@savewin/core';
import { Button, InlineMessage, NetworkPicker, PhoneField, Stack, TextField } from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { failureMessage } from '../../../shared/api/client';
import { sendOtp } from '../../../shared/api/otp';
import { OtpDialog } from '../../../shared/components/OtpDialog';
import { sortCodeList } from '../../../shared/data/account';
import { subscriptionAtom } from '../../../shared/data/selectors';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import { paths } from '../../../shared/paths';
import { linkWallet, lookUpWalletHolder } from '../api/linkedWallets';
import { telcoSortCodeOf } from '../state/telcoSortCode';

const VALIDATING = 'Validating account ...';

export function LinkWalletScreen() {
  const sortCodes = useAtomValue(sortCodeList.valueAtom);
  const subscription = useAtomValue(subscriptionAtom);
  const navigate = useNavigate();
  const [network, setNetwork] = useState<Network>(DEFAULT_NETWORK);
  const [number, setNumber] = useState('');
  const [name, setName] = useState<string | null>(null);
  const [validating, setValidating] = useState(false);
  const [linking, setLinking] = useState(false);
  const [otpFor, setOtpFor] = useState<string | null>(null);
  const error = useTimedMessage();
  // The lookup answering last must be the one for what is on screen now.
  const lookup = useRef(0);

  function changeNumber(digits: string) {
    setNumber(digits);
    setName(null);
    lookup.current++;
  }

  function changeNetwork(next: Network) {
    setNetwork(next);
    setName(null);
    lookup.current++;
  }

  async function validate() {
    const phone = normaliseMobileNumber(number);
    const sortCode = telcoSortCodeOf(network, sortCodes);
    if (!phone || !sortCode) return;
    const call = ++lookup.current;
    setValidating(true);
    setName(null);
    error.clear();
    try {
      const answer = await lookUpWalletHolder(phone, sortCode.code);
      // Spec §5: a failed lookup clears the name silently.
      if (call === lookup.current) setName(answer.isSuccess ? (answer.result?.accountName ?? null) : null);
    } catch (e) {
      if (call === lookup.current) error.show('critical', failureMessage(e));
    } finally {
      if (call === lookup.current) setValidating(false);
    }
  }

  async function startLinking(event?: FormEvent) {
    event?.preventDefault();
    const refusal = linkWalletError(name);
    const phone = normaliseMobileNumber(number);
    if (refusal || !phone) {
      error.show('critical', refusal ?? 'Invalid Number');
      return;
    }
    if (linking) return;
    setLinking(true);
    error.clear();
    try {
      const sent = await sendOtp(phone);
      if (!sent.isSuccess) throw new Error(sent.displayMessage);
      setOtpFor(phone);
    } catch (e) {
      error.show('critical', failureMessage(e));
      setLinking(false);
    }
  }

  async function link(phone: string) {
    setOtpFor(null);
    try {
      const answer = await linkWallet({
        customerNumber: subscription?.customerNumber ?? '',
        network,
        phoneNumber: phone,
        walletName: name ?? '',
      });
      if (answer.isSuccess) {
        void navigate(paths.linkedWallets.getHref());
        return;
      }
      // The server's reason (already linked, code expired…) follows the spec's message.
      const reason = answer.displayMessage.trim();
      error.show(
        'critical',
        reason ? `${LINK_WALLET_FAILED_MESSAGE}. ${reason}` : LINK_WALLET_FAILED_MESSAGE,
      );
    } catch (e) {
      error.show('critical', failureMessage(e));
    } finally {
      setLinking(false);
    }
  }

  return (
    <Stack space="large">
      <h1>{paths.linkWallet.title}</h1>
      <form onSubmit={(e) => void startLinking(e)} noValidate>
        <Stack space="large">
          <NetworkPicker value={network} onChange={changeNetwork} isDisabled={linking} />
          <Stack space="small">
            <PhoneField
              label="Wallet Number"
              value={number}
              onChange={changeNumber}
              onBlur={() => void validate()}
              // Enter asks to link: before a name is resolved it says to validate first.
              onKeyDown={(e) => {
                if (e.key === 'Enter') void startLinking();
              }}
              isDisabled={linking}
            />
            <div>
              <Button
                variant="secondary"
                onPress={() => void validate()}
                isPending={validating}
                pendingLabel="Validating"
                isDisabled={linking || !normaliseMobileNumber(number)}
              >
                Validate
              </Button>
            </div>
          </Stack>
          <TextField label="Name" value={validating ? VALIDATING : (name ?? '')} isReadOnly />
          {error.message ? (
            <InlineMessage tone={error.message.tone}>{error.message.text}</InlineMessage>
          ) : null}
          {name && !validating ? (
            <div>
              <Button type="submit" isPending={linking} pendingLabel="Linking">
                Link Number
              </Button>
            </div>
          ) : null}
        </Stack>
      </form>
      <OtpDialog
        isOpen={otpFor !== null}
        mobileNumber={otpFor ?? ''}
        onVerified={() => otpFor && void link(otpFor)}
        onCancel={() => {
          setOtpFor(null);
          setLinking(false);
        }}
      />
    </Stack>
  );
}
