import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const group = style({
  display: 'flex',
  gap: vars.space.small,
  justifyContent: 'center',
});

export const box = style({
  boxSizing: 'border-box',
  width: vars.size.touchTarget,
  height: `calc(${vars.size.touchTarget} + ${vars.space.small})`,
  padding: 0,
  textAlign: 'center',
  fontFamily: vars.font.mono,
  fontSize: vars.type.heading3.fontSize,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  outline: 'none',
  caretColor: vars.color.brand,
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-filled]': { borderColor: vars.color.brand },
    '&[data-focused]': {
      borderColor: vars.color.brand,
      boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}`,
    },
    '&[data-invalid], &[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&[data-disabled]': { color: vars.color.textDisabled, background: vars.color.surfaceSunken },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const error = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.critical,
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
});
