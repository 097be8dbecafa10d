import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const resend = style({
  display: 'flex',
  justifyContent: 'center',
  minHeight: vars.size.controlHeightSmall,
  alignItems: 'center',
});
