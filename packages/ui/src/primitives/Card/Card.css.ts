import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.small,
  minWidth: 0,
});
