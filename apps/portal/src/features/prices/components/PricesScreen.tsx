// /prices (ARCHITECTURE difference 8): the fees and levies the gateway charges, with the dates
// they apply from and to, read from its schedule so the page never disagrees with a quote.
import { humaniseLabel } from '@savewin/core';
import { Card, ErrorState, Spinner } from '@savewin/ui';

import { cedis, dateText } from '../../../shared/format';
import { useFeeSchedule, type FeeScheduleLoad } from '../state/useFeeSchedule';

import * as styles from './prices.css';

const period = (from: string, to: string | null) =>
  to ? `${dateText(from)} to ${dateText(to)}` : `From ${dateText(from)}`;

/** /prices: the schedule read by useFeeSchedule. */
export function PricesScreen() {
  const { load, retry } = useFeeSchedule();
  return <PricesView load={load} onRetry={retry} />;
}

/** The fees and levies of a schedule, or its read under way or failed. */
function PricesView({ load, onRetry }: { load: FeeScheduleLoad; onRetry: () => void }) {
  return (
    <>
      <h1>Prices</h1>
      {load.state === 'loading' ? <Spinner aria-label="Loading prices" /> : null}
      {load.state === 'failed' ? <ErrorState onRetry={onRetry} /> : null}
      {load.state === 'loaded' ? (
        <>
          <p>Fees and levies as of {dateText(load.schedule.asOf)}.</p>
          <Card as="div">
            <div className={styles.tableBox} role="region" aria-label="Fees">
              <table className={styles.table}>
                <caption className={styles.caption}>Fees</caption>
                <thead>
                  <tr>
                    <th scope="col">Transaction</th>
                    <th scope="col">Rate</th>
                    <th scope="col">Fixed</th>
                    <th scope="col">Minimum</th>
                    <th scope="col">Maximum</th>
                    <th scope="col">Applies</th>
                  </tr>
                </thead>
                <tbody>
                  {/* A type may have several rules (own-bank and other-bank transfers): keyed by place. */}
                  {load.schedule.fees.map((fee, index) => (
                    <tr key={index}>
                      <th scope="row">{humaniseLabel(fee.transactionType)}</th>
                      <td data-label="Rate">{fee.percent}%</td>
                      <td data-label="Fixed">{cedis(fee.flatAmount)}</td>
                      <td data-label="Minimum">{cedis(fee.minimumFee)}</td>
                      <td data-label="Maximum">
                        {fee.maximumFee === null ? 'No cap' : cedis(fee.maximumFee)}
                      </td>
                      <td data-label="Applies">{period(fee.effectiveFrom, fee.effectiveTo)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
          <Card as="div">
            <div className={styles.tableBox} role="region" aria-label="Levies">
              <table className={styles.table}>
                <caption className={styles.caption}>Levies</caption>
                <thead>
                  <tr>
                    <th scope="col">Levy</th>
                    <th scope="col">Rate</th>
                    <th scope="col">On</th>
                    <th scope="col">Applies</th>
                    <th scope="col">Legal basis</th>
                  </tr>
                </thead>
                <tbody>
                  {load.schedule.levies.map((levy, index) => (
                    <tr key={index}>
                      <th scope="row">{levy.name}</th>
                      <td data-label="Rate">{levy.percent}%</td>
                      <td data-label="On">{levy.appliesTo.map(humaniseLabel).join(', ')}</td>
                      <td data-label="Applies">{period(levy.effectiveFrom, levy.effectiveTo)}</td>
                      <td data-label="Legal basis">{levy.legalBasis}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        </>
      ) : null}
    </>
  );
}
