// The linked-wallets page's content: 'Your Linked Wallets', 'General Stats' with the count line,
// Add Wallet, a refresh control, and one card per wallet.
import { linkedWalletCountText } from '@savewin/core';
import { useId } from 'react';
import { Link } from 'react-aria-components';

import { Button } from '../../primitives/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { WalletCard, type LinkedWallet } from '../WalletCard/WalletCard';

import * as styles from './WalletsSummary.css';

export interface WalletsSummaryProps {
  /** The linked wallets, as the API gives them. */
  wallets: readonly LinkedWallet[];
  /** Called with the wallet the customer deletes. */
  onDelete: (wallet: LinkedWallet) => void;
  /** The id of a wallet being deleted. */
  deletingId?: LinkedWallet['id'];
  /** Called when the customer asks for the list again. */
  onRefresh: () => void;
  /** The refresh spinner runs (spec: 5 seconds, driven by the screen). */
  isRefreshing?: boolean;
  /** Address of the page that links a new wallet. */
  addWalletHref?: string;
}

/** The linked wallets with refresh and add actions. */
export function WalletsSummary({
  wallets,
  onDelete,
  deletingId,
  onRefresh,
  isRefreshing = false,
  addWalletHref = '/link-wallet',
}: WalletsSummaryProps) {
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          Your Linked Wallets
        </h2>
        <div className={styles.actions}>
          <Button
            variant="ghost"
            size="small"
            onPress={onRefresh}
            isPending={isRefreshing}
            pendingLabel="Refreshing"
          >
            Refresh
          </Button>
          <Link href={addWalletHref} className={styles.addLink}>
            Add Wallet
          </Link>
        </div>
      </div>
      <div className={styles.stats}>
        <h3 className={styles.statsTitle}>General Stats</h3>
        <p className={styles.count} aria-live="polite">
          {linkedWalletCountText(wallets.length)}
        </p>
      </div>
      {wallets.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="No linked wallets yet"
          description="Link a mobile-money wallet to deposit and withdraw quickly."
        />
      ) : (
        <ul className={styles.list}>
          {wallets.map((wallet) => (
            <li key={wallet.id}>
              <WalletCard wallet={wallet} onDelete={onDelete} isDeleting={deletingId === wallet.id} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
