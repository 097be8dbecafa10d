import { breakpoints, vars } from '@savewin/ui';
import { style } from '@vanilla-extract/css';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const banner = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.medium,
  '@media': { [tablet]: { padding: vars.space.large } },
  borderRadius: vars.radius.large,
  background: vars.color.brandSoft,
  color: vars.color.text,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
/**
 * The SAVE & WIN account's name and number as one line under the greeting, not a card of its own:
 * on a phone the Deposit and Withdraw buttons stay in the first screenful.
 */
export const accountLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  margin: 0,
});
export const accountName = style({
  margin: 0,
  fontSize: vars.type.large.fontSize,
  lineHeight: vars.type.large.lineHeight,
  fontWeight: vars.fontWeight.bold,
});
export const accountNumber = style({
  margin: 0,
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
