import { style } from '@vanilla-extract/css';

import { amountContainer, largeAmount } from '../../private/amount.css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.large,
  color: vars.color.text,
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: '2fr 1fr' },
  },
});

const panel = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  minWidth: 0,
} as const;

export const top = style([
  amountContainer,
  { ...panel, background: vars.color.prize, color: vars.color.onPrize },
]);

// On a phone the drawing sits beside 'Top Prize' and the amount takes the whole width below;
// from tablet width it stands beside both.
export const topHeader = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"label art" "amount amount"',
  alignItems: 'center',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateAreas: '"label art" "amount art"' },
  },
});

export const topArt = style({
  gridArea: 'art',
  width: '5rem',
  height: 'auto',
  '@media': { [`screen and (min-width: ${breakpoints.tablet}px)`]: { width: '10rem' } },
});

export const topLabel = style({
  gridArea: 'label',
  margin: 0,
  fontSize: vars.type.large.fontSize,
  fontWeight: vars.fontWeight.bold,
});

export const topAmount = style({
  gridArea: 'amount',
  margin: 0,
  ...largeAmount(vars.type.display.fontSize),
  lineHeight: vars.type.display.lineHeight,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const prizes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const prizeCard = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const prizePosition = style({ fontSize: vars.type.small.fontSize, color: vars.color.textMuted });

export const prizeAmount = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.type.large.fontSize });

export const chances = style({ ...panel, background: vars.color.brandSoft });

export const winners = style({
  ...panel,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
  '@media': { [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridColumn: '1 / -1' } },
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.type.large.fontSize,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({ margin: 0, color: vars.color.textMuted });

export const draw = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const drawTitle = style({
  margin: 0,
  fontSize: vars.type.body.fontSize,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const winnerList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const winner = style({
  display: 'grid',
  gridTemplateColumns: '3rem 1fr auto',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  selectors: { '& + &': { borderTop: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}` } },
});

export const winnerPosition = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brand });

export const winnerName = style({ overflowWrap: 'anywhere' });

export const winnerPrize = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
