import { style } from '@vanilla-extract/css';

import { panelSurface } from '../../private/componentStyles.css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

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

// On a phone the picture sits above the goal; from tablet width beside it, so it keeps its 16:9.
export const slide = style({
  boxSizing: 'border-box',
  flex: '0 0 100%',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space.small,
  ...panelSurface,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: 'minmax(0, 16rem) minmax(0, 1fr)',
      columnGap: vars.space.xlarge,
    },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  background: vars.color.brandSoft,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridRow: '1 / span 5' },
  },
});

export const name = style({
  justifySelf: 'start',
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
