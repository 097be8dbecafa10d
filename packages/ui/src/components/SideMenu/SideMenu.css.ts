import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.xlarge,
  padding: vars.space.large,
  minHeight: '100%',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      background: vars.color.brandSoft,
      color: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` },
  },
});

/** An entry whose showing is not known yet: its place kept, nothing in it seen or reachable. */
export const reserved = style({ visibility: 'hidden' });

export const help = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const helpTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.type.large.fontSize,
});

export const helpText = style({ margin: 0, fontSize: vars.type.small.fontSize });

const focus = {
  '&[data-focus-visible]': {
    outline: `${vars.size.focusRingWidth} solid ${vars.color.onBrand}`,
    outlineOffset: vars.size.focusRingOffset,
  },
} as const;

export const supportButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlHeight,
  padding: `0 ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  outline: 'none',
  selectors: focus,
});

export const faqs = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.onBrand,
  textDecoration: 'underline',
  outline: 'none',
  selectors: focus,
});
