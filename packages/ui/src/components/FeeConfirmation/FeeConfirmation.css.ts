import { globalStyle, style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

const wide = `screen and (min-width: ${breakpoints.tablet}px)`;

// Tighter on a phone, so the Confirm button lies in the first screenful with the summary above it.
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  '@media': { [wide]: { gap: vars.space.large, padding: vars.space.xlarge } },
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
  color: vars.color.text,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.type.heading3.fontSize,
  lineHeight: vars.type.heading3.lineHeight,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  rowGap: vars.space.small,
  columnGap: vars.space.large,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${list} > dt`, { color: vars.color.textMuted });
globalStyle(`${list} > dd`, { margin: 0, textAlign: 'right' });

export const totalTerm = style({
  paddingTop: vars.space.small,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
  fontWeight: vars.fontWeight.bold,
  selectors: { [`${list} > &`]: { color: vars.color.text } },
});

export const total = style({
  paddingTop: vars.space.small,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.type.large.fontSize,
});

export const parties = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.medium,
  margin: 0,
});

export const party = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

globalStyle(`${party} > dt`, { color: vars.color.textMuted, fontSize: vars.type.small.fontSize });
globalStyle(`${party} > dd`, { margin: 0, display: 'flex', flexDirection: 'column' });

export const partyName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const account = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });

export const error = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
