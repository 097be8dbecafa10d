import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.xxlarge,
  textAlign: 'center',
  color: vars.color.text,
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} dashed ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const mark = style({
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
});

export const title = style({
  margin: 0,
  fontSize: vars.type.large.fontSize,
  lineHeight: vars.type.large.lineHeight,
  fontWeight: vars.fontWeight.bold,
});

export const description = style({ margin: 0, color: vars.color.textMuted, maxWidth: '32rem' });

export const action = style({ marginTop: vars.space.small });
