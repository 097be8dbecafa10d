// Styles shared by the portal's components (cards, modal shells, buttons) until the primitives
// land in src/primitives; each component switches to the primitive when it exists.
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../theme/contract.css';

export const cardTitle = style({
  margin: 0,
  fontSize: vars.type.large.fontSize,
  lineHeight: vars.type.large.lineHeight,
  fontWeight: vars.fontWeight.bold,
});

/** The look of a flat bordered panel, for a style that lays its parts out its own way. */
export const panelSurface = {
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
  color: vars.color.text,
  minWidth: 0,
} as const;

/** A flat bordered panel holding a titled list or table; each gives its own gap between parts. */
export const panel = style({ display: 'flex', flexDirection: 'column', ...panelSurface });

/** A panel's title row: the title on the left, its actions on the right. */
export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
});

/** What a titled list says in place of its rows when it has none. */
export const listEmpty = style({
  margin: 0,
  padding: vars.space.large,
  color: vars.color.textMuted,
  textAlign: 'center',
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.medium}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.fast} reverse` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const modal = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '28rem',
  maxHeight: '100%',
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.xlarge,
  outline: 'none',
});

export const dialogTitle = style({
  margin: 0,
  fontSize: vars.type.heading3.fontSize,
  lineHeight: vars.type.heading3.lineHeight,
  fontWeight: vars.fontWeight.bold,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  justifyContent: 'flex-end',
});

export const message = recipe({
  base: {
    margin: 0,
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderRadius: vars.radius.medium,
    fontSize: vars.type.small.fontSize,
    lineHeight: vars.type.small.lineHeight,
  },
  variants: {
    tone: {
      critical: { background: vars.color.criticalSoft, color: vars.color.critical },
      positive: { background: vars.color.positiveSoft, color: vars.color.positive },
      info: { background: vars.color.infoSoft, color: vars.color.info },
    },
  },
  defaultVariants: { tone: 'info' },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  borderRadius: vars.radius.full,
  border: `${vars.size.focusRingWidth} solid currentColor`,
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const button = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    minHeight: vars.size.controlHeight,
    minWidth: vars.size.touchTarget,
    padding: `0 ${vars.space.large}`,
    border: `${vars.size.borderWidth} solid transparent`,
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.body,
    fontSize: vars.type.body.fontSize,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    transition: `background ${vars.duration.fast}`,
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.focusRingOffset,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[data-pending]': { cursor: 'progress' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&[data-pressed], &[data-hovered]': { background: vars.color.brandStrong } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { '&[data-pressed], &[data-hovered]': { background: vars.color.brandSoft } },
      },
      quiet: {
        background: 'transparent',
        color: vars.color.brand,
        selectors: { '&[data-pressed], &[data-hovered]': { background: vars.color.brandSoft } },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.onCritical,
        selectors: { '&[data-pressed], &[data-hovered]': { background: vars.color.criticalStrong } },
      },
    },
    size: {
      medium: {},
      small: {
        minHeight: vars.size.controlHeightSmall,
        padding: `0 ${vars.space.medium}`,
        fontSize: vars.type.small.fontSize,
      },
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});

/** Label / value pairs (a description list): labels muted on the left, values right-aligned. */
export const detailList = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
});

globalStyle(`${detailList} > dt`, { color: vars.color.textMuted });
globalStyle(`${detailList} > dd`, { margin: 0, textAlign: 'right', overflowWrap: 'anywhere' });
