import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  color: vars.color.text,
});

export const history = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  listStyle: 'none',
  maxHeight: '60vh',
  overflowY: 'auto',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
});

export const bubble = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    maxWidth: '80%',
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderRadius: vars.radius.large,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  variants: {
    role: {
      user: { alignSelf: 'flex-end', background: vars.color.brand, color: vars.color.onBrand },
      assistant: {
        alignSelf: 'flex-start',
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        border: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
      },
    },
  },
});

export const author = style({ fontSize: vars.type.caption.fontSize, fontWeight: vars.fontWeight.bold });

export const form = style({ display: 'flex', gap: vars.space.small, alignItems: 'center' });

export const field = style({ flexGrow: 1, minWidth: 0 });

export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.controlHeight,
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&[data-focused]': {
      borderColor: vars.color.brand,
      boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.critical },
  },
});

export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.type.small.fontSize });

export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
