import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.textMuted,
});

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const separator = style({
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  color: vars.color.textMuted,
});
