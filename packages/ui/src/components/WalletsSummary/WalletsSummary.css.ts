import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.type.heading2.fontSize,
  lineHeight: vars.type.heading2.lineHeight,
  fontWeight: vars.fontWeight.bold,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const addLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlHeightSmall,
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.brandStrong },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

export const stats = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.brandSoft,
});

export const statsTitle = style({
  margin: 0,
  fontSize: vars.type.small.fontSize,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const count = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.type.large.fontSize,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
