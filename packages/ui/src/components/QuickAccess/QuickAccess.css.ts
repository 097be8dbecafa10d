import { style } from '@vanilla-extract/css';

import { focusRingStyle } from '../../private/focusRing.css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  height: '100%',
  minHeight: vars.size.touchTarget,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.brand, boxShadow: vars.shadow.small },
    '&[data-focus-visible]': focusRingStyle,
  },
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: `calc(${vars.size.iconLarge} + 2 * ${vars.space.small})`,
  height: `calc(${vars.size.iconLarge} + 2 * ${vars.space.small})`,
  borderRadius: vars.radius.medium,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const value = style({ fontVariantNumeric: 'tabular-nums' });
