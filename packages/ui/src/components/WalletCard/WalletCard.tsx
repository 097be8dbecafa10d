// One linked mobile-money wallet: network, wallet name, phone number and a delete action (the
// screen asks 'Are you sure you want to delete this wallet?' before deleting).
import { networkLabel, parseNetwork } from '@savewin/core';
import { Button } from 'react-aria-components';

import * as styles from './WalletCard.css';

/** A linked wallet as the API gives it (spec §3). */
export interface LinkedWallet {
  id: string | number;
  network: string;
  walletName: string;
  phoneNumber: string;
}

export interface WalletCardProps {
  /** The wallet, as the API gives it. */
  wallet: LinkedWallet;
  /** Called with the wallet when the customer confirms deleting it. */
  onDelete: (wallet: LinkedWallet) => void;
  /** A deletion of this wallet is under way. */
  isDeleting?: boolean;
}

/** The network's display name; an unknown network is shown as given. */
export function walletNetworkName(network: string): string {
  const parsed = parseNetwork(network);
  return parsed ? networkLabel(parsed) : network;
}

/** One linked mobile-money wallet: network, number and a delete action. */
export function WalletCard({ wallet, onDelete, isDeleting = false }: WalletCardProps) {
  const network = walletNetworkName(wallet.network);
  return (
    <article className={styles.root} aria-label={`${network} wallet ${wallet.phoneNumber}`}>
      <div className={styles.top}>
        <span className={styles.network}>{network}</span>
        <Button
          className={styles.deleteButton}
          aria-label={`Delete wallet ${wallet.walletName} ${wallet.phoneNumber}`}
          onPress={() => onDelete(wallet)}
          isDisabled={isDeleting}
        >
          <svg viewBox="0 0 24 24" className={styles.icon} fill="none" aria-hidden="true">
            <path
              d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </Button>
      </div>
      <p className={styles.name}>{wallet.walletName}</p>
      <p className={styles.phone}>{wallet.phoneNumber}</p>
    </article>
  );
}
