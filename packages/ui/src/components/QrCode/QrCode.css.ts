import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
});

// The code's own colours in both themes (see the codeInk token).
export const code = style({
  display: 'block',
  width: '100%',
  maxWidth: '16rem',
  height: 'auto',
  aspectRatio: '1',
  background: vars.color.codeGround,
  color: vars.color.codeInk,
  borderRadius: vars.radius.medium,
});

export const caption = style({
  color: vars.color.textMuted,
  textAlign: 'center',
});
