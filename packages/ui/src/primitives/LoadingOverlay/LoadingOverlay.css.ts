import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 200,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.overlay,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.brand,
  boxShadow: vars.shadow.large,
  outline: 'none',
});

export const label = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
