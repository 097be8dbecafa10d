import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

/** The spec's 1rem gap between slides. */
export const GAP = vars.space.large;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

export const position = style({ margin: 0, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const viewport = style({ overflow: 'hidden', borderRadius: vars.radius.large });

export const track = style({
  display: 'flex',
  gap: GAP,
  transition: `transform ${vars.duration.slow} ease`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const slide = style({
  boxSizing: 'border-box',
  flex: '0 0 100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
  color: vars.color.text,
  minWidth: 0,
});

export const image = style({
  width: '100%',
  height: '10rem',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  background: vars.color.brandSoft,
});

export const name = style({
  alignSelf: 'flex-start',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.type.heading3.fontSize,
  lineHeight: vars.type.heading3.lineHeight,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` },
  },
});

export const option = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.type.small.fontSize });
