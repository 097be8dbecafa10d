// Where Deposit's 'request money via link' goes: the customer's active payment link once it has
// been read, Request Money (which creates one) until then or when there is none.
import { useEffect, useState } from 'react';

import { paths } from '../../../shared/paths';
import { readMyPaymentLink } from '../api/paymentLink';

export function usePaymentLinkHref(): string {
  const [href, setHref] = useState(paths.requestMoney.getHref());
  useEffect(() => {
    let live = true;
    readMyPaymentLink()
      .then((answer) => {
        if (live && answer.isSuccess && answer.result)
          setHref(paths.paymentLink.getHref({ hash: answer.result.hash }));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return href;
}
