import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const video = style({
  width: '100%',
  maxWidth: '25rem',
  height: 'auto',
  aspectRatio: '400 / 420',
  objectFit: 'cover',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
  transform: 'scaleX(-1)',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
});
