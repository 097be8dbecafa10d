import { breakpoints, vars } from '@savewin/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.medium });
// minmax(0, 1fr): a single column as wide as the screen, never as wide as its widest child (the
// card image keeps its proportions by growing taller, not by widening the page on a phone).
const oneColumn = 'minmax(0, 1fr)';
const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
export const screen = style({
  display: 'grid',
  gridTemplateColumns: oneColumn,
  gap: vars.space.medium,
  alignContent: 'start',
  '@media': { [tablet]: { gap: vars.space.large } },
});
/** The title and Close side by side even on a phone (the title wraps), not Close on a row of its own. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
globalStyle(`${header} > h1`, { flex: '1 1 auto', minWidth: 0 });
/** Form beside the balance, card image and favourites on a wide screen; stacked on a phone. */
export const columns = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  alignItems: 'start',
});
export const aside = style({
  display: 'grid',
  gridTemplateColumns: oneColumn,
  gap: vars.space.medium,
  alignContent: 'start',
});
/**
 * The price tables fit their card: where it is narrower than the columns need (a phone), each row
 * becomes a block of 'label value' lines instead of a row that would scroll sideways. The table
 * keeps its markup, so a screen reader still reads each value with its column header.
 */
export const tableBox = style({ containerType: 'inline-size' });
const narrow = '(max-width: 40rem)';
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  '@container': { [narrow]: { display: 'block' } },
});
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space.small,
  verticalAlign: 'top',
});
globalStyle(`${table} thead`, {
  '@container': {
    [narrow]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${table} tbody`, { '@container': { [narrow]: { display: 'grid', gap: vars.space.medium } } });
globalStyle(`${table} tbody tr`, {
  '@container': {
    [narrow]: {
      display: 'grid',
      borderTop: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
      paddingTop: vars.space.small,
    },
  },
});
globalStyle(`${table} tbody th, ${table} tbody td`, {
  '@container': { [narrow]: { display: 'block', paddingBlock: vars.space.xxsmall } },
});
// The column's name before each value; '/ ""' keeps it out of what a screen reader says, since
// the cell is already announced with its header.
globalStyle(`${table} tbody td::before`, {
  '@container': {
    [narrow]: {
      content: 'attr(data-label) " " / ""',
      fontWeight: vars.fontWeight.bold,
      color: vars.color.textMuted,
    },
  },
});
export const caption = style({
  textAlign: 'left',
  fontWeight: 600,
  paddingBottom: vars.space.small,
  '@container': { [narrow]: { display: 'block' } },
});
/**
 * The balance card beside the form, from the tablet breakpoint up. On a phone the summary strip
 * above the screen already shows the balance: a money screen shows it once.
 */
export const besideFormOnly = style({
  display: 'none',
  '@media': { [tablet]: { display: 'block' } },
});
