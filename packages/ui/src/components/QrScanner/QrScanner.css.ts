import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

// Square, as the code is: the frame's middle is where the customer holds it.
export const video = style({
  width: '100%',
  maxWidth: '20rem',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  textAlign: 'center',
});
