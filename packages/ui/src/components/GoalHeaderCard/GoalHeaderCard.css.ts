import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const label = style({ fontSize: vars.type.small.fontSize });

export const value = style({
  margin: 0,
  fontSize: vars.type.heading2.fontSize,
  lineHeight: vars.type.heading2.lineHeight,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
