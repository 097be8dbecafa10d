// Shared look of the form fields (TextField, AmountField, PhoneField, DatePicker): label above,
// the control, then help text or the error under it.
import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

import { focusRingStyle } from './focusRing.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const description = style({
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});

/** The box around the input (and its prefix), so prefix and input share one border. */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlHeight,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  overflow: 'hidden',
  selectors: {
    '&[data-focus-within]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-invalid]': { borderColor: vars.color.critical },
    // Not opacity: the fixed prefix must stay readable (axe checks it) while the input is off.
    '&[data-disabled]': { backgroundColor: vars.color.surfaceSunken, borderColor: vars.color.borderSubtle },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.type.body.fontSize,
  lineHeight: vars.type.body.lineHeight,
  paddingLeft: vars.space.medium,
  paddingRight: vars.space.medium,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled },
    '&[readonly]': { color: vars.color.textMuted },
  },
});

/** A fixed part shown before the input: the 233 of a phone number, GH₵ of an amount. */
export const prefix = style({
  display: 'flex',
  alignItems: 'center',
  alignSelf: 'stretch',
  paddingLeft: vars.space.medium,
  paddingRight: vars.space.small,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  borderRight: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});
