import { style } from '@vanilla-extract/css';

import { focusRingStyle } from '../../private/focusRing.css';
import { vars } from '../../theme/contract.css';

export const dateInput = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  paddingLeft: vars.space.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const segment = style({
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.brand, color: vars.color.onBrand },
  },
});

export const openButton = style({ marginRight: vars.space.xxsmall });

export const icon = style({ width: vars.size.iconMedium, height: vars.size.iconMedium });

export const popover = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.large,
  outline: 'none',
});

export const dialog = style({ outline: 'none', selectors: { '&[data-focus-visible]': focusRingStyle } });
