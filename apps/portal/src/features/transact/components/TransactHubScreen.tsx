// The Transact hub (spec §2): send money, request money, the four biller pages (each only when
// the biller list holds its category) and the transaction history.
import { billerPageRoute, transactHubEntries } from '@savewin/core';
import { useAtomValue } from 'jotai';

import { billerList } from '../../../shared/data/account';
import { paths } from '../../../shared/paths';

import { LinkCards, type LinkCard } from './LinkCards';
import * as styles from './transact.css';

export function TransactHubScreen() {
  const billers = useAtomValue(billerList.valueAtom);
  const shown = transactHubEntries(billers);
  const billerCard = (page: 'airtime' | 'data' | 'utilities' | 'tv', detail: string): LinkCard[] => {
    const route = billerPageRoute(page);
    return shown[page] ? [{ href: route.path, title: route.title, detail }] : [];
  };
  const cards: LinkCard[] = [
    { href: paths.sendMoney.getHref(), title: 'Send Money', detail: 'To SAVE & WIN, a bank or mobile money' },
    { href: paths.requestMoney.getHref(), title: 'Request Money', detail: 'Ask for money into your account' },
    ...billerCard('airtime', 'Top up any phone'),
    ...billerCard('data', 'Data and internet bundles'),
    ...billerCard('utilities', 'Electricity, water and more'),
    ...billerCard('tv', 'Pay your TV subscription'),
    {
      href: paths.transactionHistory.getHref(),
      title: 'Transaction History',
      detail: 'Every transaction, with receipts',
    },
  ];
  return (
    <div className={styles.screen}>
      <h1>Transact</h1>
      <LinkCards cards={cards} label="Transactions" />
    </div>
  );
}
