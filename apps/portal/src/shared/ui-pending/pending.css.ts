// Styles of the portal's temporary stand-ins for packages/ui components not landed yet. They read
// only the theme's vars, so they follow light and dark like the real components will.
import { vars } from '@savewin/ui';
import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';

const focusRing = {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusRingOffset,
};

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlHeight,
  minWidth: vars.size.touchTarget,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid transparent`,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const button = styleVariants({
  primary: [
    buttonBase,
    {
      background: vars.color.brand,
      color: vars.color.onBrand,
      selectors: { '&[data-pressed], &[data-hovered]': { background: vars.color.brandStrong } },
    },
  ],
  secondary: [
    buttonBase,
    { background: vars.color.surfaceRaised, color: vars.color.brand, borderColor: vars.color.brand },
  ],
  quiet: [
    buttonBase,
    { background: 'transparent', color: vars.color.brand, paddingInline: vars.space.small },
  ],
  critical: [buttonBase, { background: vars.color.critical, color: vars.color.onCritical }],
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });
export const label = style({ fontWeight: vars.fontWeight.medium });
export const description = style({ color: vars.color.textMuted, fontSize: vars.type.small.fontSize });
export const fieldError = style({ color: vars.color.critical, fontSize: vars.type.small.fontSize });

export const inputGroup = style({
  display: 'flex',
  alignItems: 'stretch',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
  selectors: {
    '&:focus-within': focusRing,
    '&[data-invalid]': { borderColor: vars.color.critical },
  },
});
export const prefix = style({
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.medium,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.controlHeight,
  paddingInline: vars.space.medium,
  border: 'none',
  background: 'transparent',
  outline: 'none',
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
});
export const toggleBox = style({
  width: '20px',
  height: '20px',
  flexShrink: 0,
  borderRadius: vars.radius.small,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  selectors: {
    [`${toggle}[data-selected] &`]: { background: vars.color.brand, borderColor: vars.color.brand },
    [`${toggle}[data-focus-visible] &`]: focusRing,
  },
});
export const switchTrack = style({
  width: '40px',
  height: '24px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  position: 'relative',
  selectors: {
    [`${toggle}[data-selected] &`]: { background: vars.color.brand },
    [`${toggle}[data-focus-visible] &`]: focusRing,
  },
});
export const switchThumb = style({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${toggle}[data-selected] &`]: { transform: 'translateX(16px)' } },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  background: vars.color.overlay,
});
export const modal = style({
  width: '100%',
  maxWidth: '28rem',
  maxHeight: '100%',
  overflow: 'auto',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
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
  fontSize: vars.type.heading3.fontSize,
  lineHeight: vars.type.heading3.lineHeight,
});

export const notice = styleVariants({
  critical: {
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    background: vars.color.criticalSoft,
    color: vars.color.text,
    borderLeft: `4px solid ${vars.color.critical}`,
  },
  positive: {
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    background: vars.color.positiveSoft,
    color: vars.color.text,
    borderLeft: `4px solid ${vars.color.positive}`,
  },
  info: {
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    background: vars.color.infoSoft,
    color: vars.color.text,
    borderLeft: `4px solid ${vars.color.info}`,
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  display: 'inline-block',
  width: '1.25em',
  height: '1.25em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  minWidth: 0,
});

export const link = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

globalStyle(`${dialog} h2`, { margin: 0 });

export const dialogBody = style({ display: 'grid', gap: vars.space.large });
