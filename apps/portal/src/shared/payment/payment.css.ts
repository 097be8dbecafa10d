// The layout send money and bill payment share (the form beside the balance and card image on a
// wide screen) and the payment form's own grid.
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
 * The balance card beside the form, from the tablet breakpoint up. On a phone the summary strip
 * above the screen already shows the balance: a money screen shows it once.
 */
export const besideFormOnly = style({
  display: 'none',
  '@media': { [tablet]: { display: 'block' } },
});
