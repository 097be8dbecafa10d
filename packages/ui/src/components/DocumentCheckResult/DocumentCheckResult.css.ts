import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const verdict = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.positiveSoft,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
});

export const mark = style({ color: vars.color.positive, flexShrink: 0 });

export const code = style({ fontFamily: vars.font.mono });

export const money = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
});
