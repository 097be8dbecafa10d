import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.xlarge,
  textAlign: 'center',
  borderRadius: vars.radius.large,
  background: vars.color.criticalSoft,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.type.large.fontSize,
  lineHeight: vars.type.large.lineHeight,
  color: vars.color.critical,
});

export const message = style({ margin: 0 });
