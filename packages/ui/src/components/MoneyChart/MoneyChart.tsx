// Money in and money out by month, and the balance at each month's end, drawn in plain SVG (a few
// hundred bytes of code instead of a charting library's tens of kilobytes over mobile data). The
// same figures are one press away as a table, which is what a screen reader is pointed to: each
// chart is one image whose name says what it shows and where the figures are.
//
// Colour is never the only cue: money out is striped where money in is solid, the balance is a
// line, and the legend names each. The colours are the design system's money-in, money-out and
// information tokens, each at least 4.5:1 on the card (theme/tokens.test.ts).
import { useId, useState } from 'react';

import { Button } from '../../primitives/Button';
import { apiPesewas, showCedis, type ApiAmount } from '../../private/componentMoney';

import * as styles from './MoneyChart.css';

/** One month as the gateway answers it (getMonthlyTotals). */
export interface MonthFigures {
  /** YYYY-MM. */
  month: string;
  moneyIn: ApiAmount;
  moneyOut: ApiAmount;
  closingBalance: ApiAmount;
}

export interface MoneyChartProps {
  /** The months, oldest first. */
  months: readonly MonthFigures[];
  /** Heading of the card. */
  title?: string;
  /** Shows a placeholder instead of figures that could be wrong. */
  isLoading?: boolean;
  /** Start with the table instead of the chart. */
  defaultView?: 'chart' | 'table';
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'November 2026' for '2026-11', 'Nov' when short (or the text itself when it is not a month). */
export function monthLabel(month: string, short = false): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !name) return month;
  return short ? name.slice(0, 3) : `${name} ${match[1]}`;
}

/** The smallest of 1, 2, 2.5, 5 × 10ⁿ pesewas at or above `value` (an axis that ends on a round figure). */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 100;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((f) => f * power >= value) ?? 10;
  return step * power;
}

/** '1,628.50' for '1628.50': the table names the currency once, in its column headings. */
function figure(value: ApiAmount): string {
  return showCedis(value).replace(/^GH₵/, '');
}

/** '₵2.5k' for 250 000 pesewas: short enough for the axis of a 360 px phone. */
function axisAmount(pesewas: number): string {
  const cedis = pesewas / 100;
  const short = (n: number) => String(Number(n.toFixed(2)));
  if (cedis >= 1_000_000) return `₵${short(cedis / 1_000_000)}M`;
  if (cedis >= 1_000) return `₵${short(cedis / 1_000)}k`;
  return `₵${short(cedis)}`;
}

// The drawing's own coordinates; the SVG scales to the card's width.
const WIDTH = 320;
const HEIGHT = 150;
const LEFT = 40;
const RIGHT = 8;
const TOP = 8;
const BOTTOM = 22;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;
const PLOT_WIDTH = WIDTH - LEFT - RIGHT;

interface Point {
  label: string;
  short: string;
  moneyIn: number;
  moneyOut: number;
  balance: number;
}

function Axis({ max, count, points }: { max: number; count: number; points: readonly Point[] }) {
  const slot = PLOT_WIDTH / count;
  return (
    <g aria-hidden="true">
      {[0, 0.5, 1].map((f) => {
        const y = TOP + PLOT_HEIGHT * (1 - f);
        return (
          <g key={f}>
            <line
              className={f === 0 ? styles.baseLine : styles.gridLine}
              x1={LEFT}
              x2={WIDTH - RIGHT}
              y1={y}
              y2={y}
            />
            <text className={styles.axisText} x={LEFT - 4} y={y + 4} textAnchor="end">
              {axisAmount(max * f)}
            </text>
          </g>
        );
      })}
      {points.map((p, i) => (
        <text
          key={p.label}
          className={styles.axisText}
          x={LEFT + slot * (i + 0.5)}
          y={HEIGHT - 6}
          textAnchor="middle"
        >
          {/* Every month while they fit; every other one on a long run. */}
          {count <= 12 || i % 2 === 0 ? p.short : ''}
        </text>
      ))}
    </g>
  );
}

function FlowChart({ points, name, stripes }: { points: readonly Point[]; name: string; stripes: string }) {
  const max = niceCeiling(Math.max(0, ...points.flatMap((p) => [p.moneyIn, p.moneyOut])));
  const slot = PLOT_WIDTH / points.length;
  const bar = Math.min(18, (slot * 0.8) / 2);
  const height = (v: number) => (PLOT_HEIGHT * v) / max;
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={name}>
      <defs>
        <pattern
          id={stripes}
          width="5"
          height="5"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <line className={styles.moneyOutStripe} x1="0" y1="0" x2="0" y2="5" />
        </pattern>
      </defs>
      <Axis max={max} count={points.length} points={points} />
      <g aria-hidden="true">
        {points.map((p, i) => {
          const middle = LEFT + slot * (i + 0.5);
          const base = TOP + PLOT_HEIGHT;
          return (
            <g key={p.label}>
              {p.moneyIn > 0 ? (
                <rect
                  className={styles.moneyIn}
                  x={middle - bar - 1}
                  y={base - height(p.moneyIn)}
                  width={bar}
                  height={height(p.moneyIn)}
                />
              ) : null}
              {p.moneyOut > 0 ? (
                <>
                  <rect
                    fill={`url(#${stripes})`}
                    x={middle + 1}
                    y={base - height(p.moneyOut)}
                    width={bar}
                    height={height(p.moneyOut)}
                  />
                  <rect
                    className={styles.moneyOutEdge}
                    x={middle + 1.75}
                    y={base - height(p.moneyOut) + 0.75}
                    width={Math.max(0, bar - 1.5)}
                    height={Math.max(0, height(p.moneyOut) - 0.75)}
                  />
                </>
              ) : null}
            </g>
          );
        })}
      </g>
    </svg>
  );
}

function BalanceChart({ points, name }: { points: readonly Point[]; name: string }) {
  const max = niceCeiling(Math.max(0, ...points.map((p) => p.balance)));
  const slot = PLOT_WIDTH / points.length;
  const at = (p: Point, i: number) => ({
    x: LEFT + slot * (i + 0.5),
    y: TOP + PLOT_HEIGHT * (1 - Math.max(0, p.balance) / max),
  });
  const coordinates = points.map(at);
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={name}>
      <Axis max={max} count={points.length} points={points} />
      <g aria-hidden="true">
        <polyline className={styles.balanceLine} points={coordinates.map((c) => `${c.x},${c.y}`).join(' ')} />
        {coordinates.map((c, i) => (
          <circle key={points[i]?.label} className={styles.balanceDot} cx={c.x} cy={c.y} r={3.5} />
        ))}
      </g>
    </svg>
  );
}

function Swatch({ kind, stripes }: { kind: 'in' | 'out' | 'balance'; stripes: string }) {
  return (
    <svg className={styles.swatch} viewBox="0 0 14 14" aria-hidden="true">
      {kind === 'in' ? <rect className={styles.moneyIn} width="14" height="14" /> : null}
      {kind === 'out' ? (
        <>
          <rect fill={`url(#${stripes})`} width="14" height="14" />
          <rect className={styles.moneyOutEdge} x="0.75" y="0.75" width="12.5" height="12.5" />
        </>
      ) : null}
      {kind === 'balance' ? <line className={styles.balanceLine} x1="0" x2="14" y1="7" y2="7" /> : null}
    </svg>
  );
}

/**
 * A card with two charts (money in and out by month as bars; the balance at each month's end as a
 * line) and a button that swaps them for a table of the same figures.
 */
export function MoneyChart({
  months,
  title = 'Your money by month',
  isLoading = false,
  defaultView = 'chart',
}: MoneyChartProps) {
  const [view, setView] = useState(defaultView);
  const id = useId();
  const titleId = `${id}-title`;
  const stripes = `${id}-stripes`.replace(/:/g, '');
  const points: Point[] = months.map((m) => ({
    label: monthLabel(m.month),
    short: monthLabel(m.month, true),
    moneyIn: Math.max(0, apiPesewas(m.moneyIn) ?? 0),
    moneyOut: Math.max(0, apiPesewas(m.moneyOut) ?? 0),
    balance: apiPesewas(m.closingBalance) ?? 0,
  }));
  const first = points[0];
  const last = points.at(-1);
  const span = first && last ? (first === last ? first.label : `${first.label} to ${last.label}`) : '';
  const toTable = 'The figures are in the table: press Show as table.';

  let body;
  if (isLoading) body = <p className={styles.empty}>Loading...</p>;
  else if (points.length === 0) body = <p className={styles.empty}>No figures yet.</p>;
  else if (view === 'table') {
    body = (
      <table className={styles.table}>
        <caption className={styles.caption}>Money in, money out and balance by month, {span}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              Month
            </th>
            <th scope="col" className={styles.cell}>
              Money in (GH₵)
            </th>
            <th scope="col" className={styles.cell}>
              Money out (GH₵)
            </th>
            <th scope="col" className={styles.cell}>
              Balance (GH₵)
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row" className={styles.cell}>
                {monthLabel(m.month, true)} {m.month.slice(0, 4)}
              </th>
              <td className={styles.cell}>{figure(m.moneyIn)}</td>
              <td className={styles.cell}>{figure(m.moneyOut)}</td>
              <td className={styles.cell}>{figure(m.closingBalance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  } else {
    body = (
      <>
        <h3 className={styles.subtitle}>Money in and out</h3>
        <ul className={styles.legend}>
          <li className={styles.legendItem}>
            <Swatch kind="in" stripes={stripes} />
            Money in
          </li>
          <li className={styles.legendItem}>
            <Swatch kind="out" stripes={stripes} />
            Money out
          </li>
        </ul>
        <FlowChart
          points={points}
          stripes={stripes}
          name={`Bar chart of money in and money out by month, ${span}. ${toTable}`}
        />
        <h3 className={styles.subtitle}>Balance</h3>
        <ul className={styles.legend}>
          <li className={styles.legendItem}>
            <Swatch kind="balance" stripes={stripes} />
            Balance at the end of each month
          </li>
        </ul>
        <BalanceChart
          points={points}
          name={`Line chart of the balance at the end of each month, ${span}. ${toTable}`}
        />
      </>
    );
  }

  return (
    <section className={styles.root} aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {!isLoading && points.length > 0 ? (
          <Button
            variant="secondary"
            size="small"
            onPress={() => setView(view === 'chart' ? 'table' : 'chart')}
          >
            {view === 'chart' ? 'Show as table' : 'Show as chart'}
          </Button>
        ) : null}
      </div>
      {body}
    </section>
  );
}
