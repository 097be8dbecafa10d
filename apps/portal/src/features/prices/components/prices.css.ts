import { vars } from '@savewin/ui';
import { globalStyle, style } from '@vanilla-extract/css';

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
