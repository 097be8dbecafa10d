import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  color: vars.color.text,
});

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

export const problem = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  textAlign: 'center',
});
