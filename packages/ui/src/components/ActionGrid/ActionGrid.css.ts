import { style } from '@vanilla-extract/css';

import { focusRingStyle } from '../../private/focusRing.css';
import { vars } from '../../theme/contract.css';

/** At least 6.25rem a tile: three across a 360 px phone's content, more on wider screens. */
export const grid = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(auto-fill, minmax(6.25rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', minWidth: 0 });

export const tile = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: vars.space.xsmall,
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.medium} ${vars.space.xsmall}`,
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textAlign: 'center',
  textDecoration: 'none',
  outline: 'none',
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.brand, boxShadow: vars.shadow.small },
    '&[data-pressed]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': focusRingStyle,
  },
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.size.iconLarge} + 2 * ${vars.space.small})`,
  height: `calc(${vars.size.iconLarge} + 2 * ${vars.space.small})`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const label = style({
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const value = style({
  fontSize: vars.type.caption.fontSize,
  lineHeight: vars.type.caption.lineHeight,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
