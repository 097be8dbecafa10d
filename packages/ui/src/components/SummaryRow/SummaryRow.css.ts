import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.medium,
  margin: 0,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.small,
  minWidth: 0,
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
});

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.type.heading3.fontSize,
  lineHeight: vars.type.heading3.lineHeight,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
