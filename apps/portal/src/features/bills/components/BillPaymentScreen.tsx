// The biller payment form (spec §2, §4, §5): its title is the biller's name and closing returns
// to /transact. The reference is looked up at the biller (airtime and data: at the TELCO named in
// the title), confirmed with the bill text of §4 and paid through the shared transaction flow.
import {
  SOURCE_SYSTEMS,
  billerPageRoute,
  confirmBillText,
  formatAmount,
  telcoSortCodeForTitle,
} from '@savewin/core';
import { ButtonLink, EmptyState } from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { billerList, favouriteList, sortCodeList } from '../../../shared/data/account';
import { mainAccountAtom, subscriptionAtom } from '../../../shared/data/selectors';
import { paths } from '../../../shared/paths';
import { BalanceBesideForm } from '../../../shared/payment/BalanceBesideForm';
import * as styles from '../../../shared/payment/payment.css';
import { PaymentForm, type PaymentEntries } from '../../../shared/payment/PaymentForm';
import { readBillerPage, readPrefill } from '../../../shared/payment/paymentRoutes';
import { useSaveFavourite } from '../../../shared/payment/useSaveFavourite';
import { TransactionFlow, useTransactionFlow } from '../../../shared/transaction';

/**
 * The contract's charge lookup quotes transfers only, and the gateway books a bill payment with
 * no fee and no E-Levy (its receipt says so): the confirmation shows those zeros.
 */
const BILL_CHARGES = { fee: '0.00', levy: '0.00' } as const;

const isTelcoBill = (category: string) => /AIRTIME|DATA|BUNDLE|INTERNET/i.test(category);

export function BillPaymentScreen() {
  const [params] = useSearchParams();
  const page = readBillerPage(params.get('page')) ?? 'utilities';
  const prefill = readPrefill(params);
  const billers = useAtomValue(billerList.valueAtom);
  const sortCodes = useAtomValue(sortCodeList.valueAtom);
  const favourites = useAtomValue(favouriteList.valueAtom);
  const account = useAtomValue(mainAccountAtom);
  const subscription = useAtomValue(subscriptionAtom);
  const navigate = useNavigate();
  const saveFavourite = useSaveFavourite();
  const biller = billers.find((b) => b.billerCode === params.get('biller'));
  const billerCode = biller?.billerCode ?? '';
  const submitted = useRef<PaymentEntries | null>(null);
  const flow = useTransactionFlow({
    refresh: () => saveFavourite(submitted.current, 'BILL', billerCode),
    onDone: () => void navigate(paths.transact.getHref()),
  });

  const close = (
    <ButtonLink href={paths.transact.getHref()} variant="secondary">
      Close
    </ButtonLink>
  );
  if (!biller || !account || !subscription) {
    return (
      <div className={styles.screen}>
        <div className={styles.header}>
          <h1>{paths.payBillersTransaction.title}</h1>
          {close}
        </div>
        <EmptyState title="This biller is not available" description="Choose a biller from Transact." />
      </div>
    );
  }

  const { labelTitle } = billerPageRoute(page);
  const lookupCode = isTelcoBill(biller.category)
    ? (telcoSortCodeForTitle(biller.billerName, sortCodes)?.code ?? biller.billerCode)
    : biller.billerCode;
  const senderName = `${subscription.firstName} ${subscription.lastName}`.trim();

  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1>{biller.billerName}</h1>
        {close}
      </div>
      <div className={styles.columns}>
        <TransactionFlow flow={flow}>
          <PaymentForm
            key={params.toString()}
            paymentMethod="BILL"
            destinationLabel={labelTitle}
            lookupCode={lookupCode}
            nameValidationRequired={false}
            initialDestination={prefill.accountNumber}
            initialName={prefill.accountName}
            offerFavourite={!prefill.accountNumber}
            isBusy={flow.isBusy}
            onSubmit={(entries) => {
              const known = favourites.some(
                (f) => f.sortCode === biller.billerCode && f.destinationAccountNumber === entries.destination,
              );
              submitted.current = known ? null : entries;
              flow.start({
                order: {
                  kind: 'bill',
                  request: {
                    customerAccountNumber: account.accountNumber,
                    amount: formatAmount(entries.amount),
                    billerReference: entries.destination,
                    billerCode: biller.billerCode,
                    sourceSystem: SOURCE_SYSTEMS.webApp,
                    narration: entries.reference || biller.billerName,
                  },
                },
                confirmText: confirmBillText(entries.amount, entries.name || entries.destination),
                sender: { name: senderName, accountNumber: account.accountNumber },
                recipient: { name: entries.name || biller.billerName, accountNumber: entries.destination },
                charges: BILL_CHARGES,
              });
            }}
          />
        </TransactionFlow>
        <BalanceBesideForm account={account} />
      </div>
    </div>
  );
}
