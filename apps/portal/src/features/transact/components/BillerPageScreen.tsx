// A biller page (spec §2 table): Buy Airtime (newest first), Buy Data, Pay For Utilities (no TV)
// or Pay TV; each biller opens the bill payment form, and closing returns to /transact.
import { billerPageRoute, billersForPage, type BillerPage } from '@savewin/core';
import { ButtonLink, EmptyState } from '@savewin/ui';
import { useAtomValue } from 'jotai';

import { billerList } from '../../../shared/data/account';
import { paths } from '../../../shared/paths';
import { billPaymentHref } from '../../../shared/payment/paymentRoutes';

import { LinkCards } from './LinkCards';
import * as styles from './transact.css';

export function BillerPageScreen({ page }: { page: BillerPage }) {
  const billers = useAtomValue(billerList.valueAtom);
  const route = billerPageRoute(page);
  const listed = billersForPage(page, billers);
  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1>{route.title}</h1>
        <ButtonLink href={paths.transact.getHref()} variant="secondary">
          Close
        </ButtonLink>
      </div>
      {listed.length === 0 ? (
        <EmptyState title="No billers available" description="Please check again later." />
      ) : (
        <LinkCards
          label={`${route.title} billers`}
          cards={listed.map((b) => ({ href: billPaymentHref(page, b.billerCode), title: b.billerName }))}
        />
      )}
    </div>
  );
}
