import { style } from '@vanilla-extract/css';

import { focusRingStyle } from '../../private/focusRing.css';
import { vars } from '../../theme/contract.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  border: 'none',
  padding: 0,
  margin: 0,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  paddingLeft: vars.space.large,
  paddingRight: vars.space.large,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.brand },
    '&[data-pressed]': { backgroundColor: vars.color.brandSoft },
    '&[data-selected]': {
      backgroundColor: vars.color.brandSoft,
      borderColor: vars.color.brand,
      color: vars.color.brand,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': {
      cursor: 'not-allowed',
      color: vars.color.textDisabled,
      borderColor: vars.color.borderSubtle,
    },
  },
});

export const tick = style({ width: vars.size.iconSmall, height: vars.size.iconSmall });
