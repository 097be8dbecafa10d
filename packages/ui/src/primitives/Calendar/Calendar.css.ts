import { style } from '@vanilla-extract/css';

import { focusRingStyle } from '../../private/focusRing.css';
import { vars } from '../../theme/contract.css';

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: 'fit-content',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const heading = style({
  margin: 0,
  fontSize: vars.type.body.fontSize,
  lineHeight: vars.type.body.lineHeight,
  fontWeight: vars.fontWeight.bold,
});

export const navIcon = style({ width: vars.size.iconMedium, height: vars.size.iconMedium });

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({
  paddingBottom: vars.space.xsmall,
  fontSize: vars.type.caption.fontSize,
  lineHeight: vars.type.caption.lineHeight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  margin: '1px',
  borderRadius: vars.radius.full,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { backgroundColor: vars.color.brandSoft },
    '&[data-selected]': {
      backgroundColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textDisabled,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
      backgroundColor: 'transparent',
    },
    '&[data-invalid]': { backgroundColor: vars.color.critical, color: vars.color.onCritical },
  },
});

export const error = style({ color: vars.color.critical, fontSize: vars.type.small.fontSize });
