// The send-money screen (spec §2, §4): balance card, the payment form and the card image (the
// favourites are the side panel's, whole here). On a phone the balance card gives way to the
// summary strip's balance, so the balance shows once. The Send Money choice arrives in the
// query; a transfer is quoted, confirmed and posted through the shared transaction flow.
import { type SortCode } from '@savewin/api';
import {
  OWN_BANK_SORT_CODE,
  SEND_MONEY_OPTIONS,
  SOURCE_SYSTEMS,
  confirmSendText,
  formatAmount,
  parseNetwork,
  suggestNetwork,
} from '@savewin/core';
import { AccountNumberCard, ButtonLink, ChoiceChips } from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { favouriteList, sortCodeList } from '../../../shared/data/account';
import { mainAccountAtom, subscriptionAtom } from '../../../shared/data/selectors';
import { paths } from '../../../shared/paths';
import { BalanceBesideForm } from '../../../shared/payment/BalanceBesideForm';
import * as styles from '../../../shared/payment/payment.css';
import { PaymentForm, type PaymentEntries } from '../../../shared/payment/PaymentForm';
import { SEND_MONEY_TITLES, readPrefill, readSendMoneyKind } from '../../../shared/payment/paymentRoutes';
import { useSaveFavourite } from '../../../shared/payment/useSaveFavourite';
import { mobileNumberAtom } from '../../../shared/session/session';
import { TransactionFlow, useTransactionFlow } from '../../../shared/transaction';

/** The network of the customer's own number, the likely wallet when none is chosen. */
function ownNetworkCode(mobileNumber: string, telcos: readonly SortCode[]): string {
  const network = suggestNetwork(mobileNumber);
  return telcos.find((s) => parseNetwork(s.description) === network)?.code ?? '';
}

export function SendMoneyScreen() {
  const [params] = useSearchParams();
  const kind = readSendMoneyKind(params.get('kind')) ?? 'own';
  const option = SEND_MONEY_OPTIONS.find((o) => o.key === kind) ?? SEND_MONEY_OPTIONS[0];
  const prefill = readPrefill(params);
  const sortCodes = useAtomValue(sortCodeList.valueAtom);
  const favourites = useAtomValue(favouriteList.valueAtom);
  const account = useAtomValue(mainAccountAtom);
  const subscription = useAtomValue(subscriptionAtom);
  const mobileNumber = useAtomValue(mobileNumberAtom) ?? '';
  const navigate = useNavigate();
  const saveFavourite = useSaveFavourite();

  const banks = sortCodes.filter((s) => s.type === 'BANK' && s.code !== OWN_BANK_SORT_CODE);
  const telcos = sortCodes.filter((s) => s.type === 'TELCO');
  const [chosenCode, setChosenCode] = useState(
    () => prefill.sortCode ?? (kind === 'momo' ? ownNetworkCode(mobileNumber, telcos) : ''),
  );
  const sortCode = kind === 'own' ? OWN_BANK_SORT_CODE : chosenCode;
  const submitted = useRef<PaymentEntries | null>(null);

  const flow = useTransactionFlow({
    refresh: () => saveFavourite(submitted.current, option.paymentMethod, sortCode),
    onDone: () => void navigate(paths.sendMoney.getHref()),
  });

  if (!account || !subscription) {
    return (
      <>
        <h1>{SEND_MONEY_TITLES[kind]}</h1>
        <p>Complete your registration to send money.</p>
      </>
    );
  }
  const senderName = `${subscription.firstName} ${subscription.lastName}`.trim();
  const alreadyFavourite = (destination: string) =>
    favourites.some((f) => f.destinationAccountNumber === destination && f.sortCode === sortCode);

  const choices =
    kind === 'own' ? null : (
      <ChoiceChips
        label={kind === 'bank' ? 'Bank' : 'Network'}
        options={(kind === 'bank' ? banks : telcos).map((s) => ({ id: s.code, label: s.description }))}
        value={chosenCode || null}
        onChange={setChosenCode}
        isRequired
      />
    );

  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1>{SEND_MONEY_TITLES[kind]}</h1>
        <ButtonLink href={paths.sendMoney.getHref()} variant="secondary">
          Close
        </ButtonLink>
      </div>
      <div className={styles.columns}>
        <TransactionFlow flow={flow}>
          <PaymentForm
            key={params.toString()}
            paymentMethod={option.paymentMethod}
            destinationLabel={kind === 'momo' ? 'Phone Number' : 'Account Number'}
            lookupCode={sortCode}
            nameValidationRequired
            sortCodeField={choices}
            initialDestination={prefill.accountNumber}
            initialName={prefill.accountName}
            offerFavourite={!prefill.accountNumber}
            isBusy={flow.isBusy}
            onSubmit={(entries) => {
              submitted.current = alreadyFavourite(entries.destination) ? null : entries;
              flow.start({
                order: {
                  kind: 'transact',
                  request: {
                    customerAccountNumber: account.accountNumber,
                    amount: formatAmount(entries.amount),
                    narration: entries.reference || SEND_MONEY_TITLES[kind],
                    transactionType: option.transactionType,
                    destinationAccountNumber: entries.destination,
                    destinationSortCode: sortCode,
                    sourceSystem: SOURCE_SYSTEMS.webApp,
                  },
                },
                confirmText: confirmSendText(entries.amount, entries.name || entries.destination),
                sender: { name: senderName, accountNumber: account.accountNumber },
                recipient: { name: entries.name, accountNumber: entries.destination },
                charges: 'lookup',
              });
            }}
          />
        </TransactionFlow>
        <div className={styles.aside}>
          <BalanceBesideForm account={account} />
          <AccountNumberCard
            accountNumber={account.accountNumber}
            productName={account.productName}
            holderName={senderName}
          />
        </div>
      </div>
    </div>
  );
}
