// The Transact hub (spec §2): send money, request money, pay with QR, the four biller pages (each only when
// the biller list holds its category) and the transaction history, as a grid of labelled icons
// (the layout of the mobile-money wallets our customers use: every action within one thumb's
// reach on a phone, no scrolling through a column of links).
import { billerPageRoute, transactHubEntries } from '@savewin/core';
import {
  ActionGrid,
  ArrowDownLeft,
  ArrowLeftRight,
  ReceiptText,
  ScanQrCode,
  Send,
  Smartphone,
  Tv,
  Wifi,
  Zap,
  type ActionGridItem,
  type IconGlyph,
} from '@savewin/ui';
import { useAtomValue } from 'jotai';

import { billerList } from '../../../shared/data/account';
import { paths } from '../../../shared/paths';

import * as styles from './transact.css';

const BILLER_ICONS: Record<'airtime' | 'data' | 'utilities' | 'tv', IconGlyph> = {
  airtime: Smartphone,
  data: Wifi,
  utilities: Zap,
  tv: Tv,
};

export function TransactHubScreen() {
  const billers = useAtomValue(billerList.valueAtom);
  const shown = transactHubEntries(billers);
  const billerItems = (['airtime', 'data', 'utilities', 'tv'] as const).flatMap((page): ActionGridItem[] => {
    const route = billerPageRoute(page);
    return shown[page] ? [{ href: route.path, label: route.title, icon: BILLER_ICONS[page] }] : [];
  });
  const items: ActionGridItem[] = [
    { href: paths.sendMoney.getHref(), label: 'Send Money', icon: Send },
    { href: paths.requestMoney.getHref(), label: 'Request Money', icon: ArrowDownLeft },
    { href: paths.requests.getHref(), label: 'Requests', icon: ArrowLeftRight },
    { href: paths.payByQr.getHref(), label: 'Pay with QR', icon: ScanQrCode },
    ...billerItems,
    { href: paths.transactionHistory.getHref(), label: 'Transaction History', icon: ReceiptText },
  ];
  return (
    <div className={styles.screen}>
      <h1>Transact</h1>
      <ActionGrid items={items} aria-label="Transactions" />
    </div>
  );
}
