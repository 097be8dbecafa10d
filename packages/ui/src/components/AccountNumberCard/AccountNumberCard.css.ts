import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.large,
  margin: 0,
  width: '100%',
  maxWidth: '24rem',
  aspectRatio: '1.586',
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: `linear-gradient(135deg, ${vars.color.brand}, ${vars.color.brandStrong})`,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.medium,
});

export const art = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  width: '100%',
  height: '100%',
});

export const product = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.type.large.fontSize,
  letterSpacing: '0.08em',
});

export const details = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const label = style({
  fontSize: vars.type.caption.fontSize,
  lineHeight: vars.type.caption.lineHeight,
});

export const number = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.type.heading3.fontSize,
  lineHeight: vars.type.heading3.lineHeight,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  overflowWrap: 'anywhere',
});

export const holder = style({ margin: 0, fontWeight: vars.fontWeight.medium });
