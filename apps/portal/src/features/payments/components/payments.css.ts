import { vars } from '@savewin/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.medium });
export const screen = style({ display: 'grid', gap: vars.space.large, alignContent: 'start' });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
/** Form beside the balance, card image and favourites on a wide screen; stacked on a phone. */
export const columns = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  alignItems: 'start',
});
export const aside = style({ display: 'grid', gap: vars.space.medium, alignContent: 'start' });
/** Schedules scroll sideways on a phone rather than squeezing their columns. */
export const tableScroll = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space.small,
  verticalAlign: 'top',
});
export const caption = style({ textAlign: 'left', fontWeight: 600, paddingBottom: vars.space.small });
