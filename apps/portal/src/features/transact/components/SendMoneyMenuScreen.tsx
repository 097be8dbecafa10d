// The Send Money menu (spec §2): the provider's own account (bank transfer to 999999), another
// bank (bank transfer, bank chosen on the form) and mobile money.
import { SEND_MONEY_OPTIONS } from '@savewin/core';
import { ButtonLink } from '@savewin/ui';

import { paths } from '../../../shared/paths';
import { SEND_MONEY_TITLES, sendMoneyHref } from '../../../shared/payment/paymentRoutes';

import { LinkCards } from './LinkCards';
import * as styles from './transact.css';

const DETAILS = {
  own: 'To another SAVE & WIN account, free',
  bank: 'To an account at any bank in Ghana',
  momo: 'To any MTN, Telecel or AT wallet',
} as const;

export function SendMoneyMenuScreen() {
  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1>Send Money</h1>
        <ButtonLink href={paths.transact.getHref()} variant="secondary">
          Close
        </ButtonLink>
      </div>
      <LinkCards
        label="Send money to"
        cards={SEND_MONEY_OPTIONS.map((o) => ({
          href: sendMoneyHref(o.key),
          title: SEND_MONEY_TITLES[o.key],
          detail: DETAILS[o.key],
        }))}
      />
    </div>
  );
}
