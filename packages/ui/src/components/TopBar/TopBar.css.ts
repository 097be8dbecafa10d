import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

const focusRing = {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusRingOffset,
};

// Below the tablet breakpoint (480 px) the menu, search, settings and bell share one row and the
// breadcrumbs sit under it in small type: 77 px instead of two rows of controls (117 px), so the
// screen's own task starts higher on a phone.
const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.large}`,
  '@media': {
    [phone]: {
      gap: `${vars.space.xsmall} ${vars.space.small}`,
      padding: `${vars.space.xsmall} ${vars.space.medium}`,
    },
  },
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
});

export const breadcrumbs = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [phone]: {
      order: 1,
      flexBasis: '100%',
      fontSize: vars.type.small.fontSize,
      lineHeight: vars.type.small.lineHeight,
    },
  },
});

export const crumb = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  selectors: { '&:not(:last-child)::after': { content: '"/"', color: vars.color.textMuted } },
});

export const crumbLink = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-current]': { color: vars.color.text, fontWeight: vars.fontWeight.bold },
    '&[data-hovered]:not([data-current])': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing,
  },
});

export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexGrow: 1,
  justifyContent: 'flex-end',
  // On a phone the tools take the row beside the menu button, the search box what is left.
  '@media': { [phone]: { gap: vars.space.xsmall, flexBasis: 0, minWidth: 0 } },
});

export const search = style({ flexGrow: 1, maxWidth: '20rem', minWidth: 0 });

export const searchInput = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.controlHeight,
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&[data-focused]': {
      borderColor: vars.color.brand,
      boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}`,
    },
  },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: '22rem',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  outline: 'none',
});

export const listBox = style({
  padding: vars.space.xsmall,
  outline: 'none',
  maxHeight: '20rem',
  overflow: 'auto',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.brandSoft, color: vars.color.brand },
  },
});

export const emptyItem = style({ margin: 0, padding: vars.space.medium, color: vars.color.textMuted });

export const iconButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing,
    // The plain bell drawn until react-aria's arrives (see TopBar.tsx): no data attributes yet.
    '&:not([data-rac]):focus-visible': focusRing,
  },
});

export const icon = style({ width: vars.size.iconLarge, height: vars.size.iconLarge });

export const badge = style({
  position: 'absolute',
  top: vars.space.xxsmall,
  right: vars.space.xxsmall,
  minWidth: vars.size.iconSmall,
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  color: vars.color.onCritical,
  fontSize: vars.type.caption.fontSize,
  lineHeight: vars.size.iconSmall,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});

export const notifications = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  outline: 'none',
});

export const notificationsTitle = style({
  margin: 0,
  fontSize: vars.type.body.fontSize,
  fontWeight: vars.fontWeight.bold,
});

export const notificationList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const notification = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  selectors: { '&[data-unread]': { background: vars.color.infoSoft } },
});

export const notificationTitle = style({ fontWeight: vars.fontWeight.medium });

export const notificationBody = style({ color: vars.color.textMuted, fontSize: vars.type.small.fontSize });

export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const notificationTime = style({ color: vars.color.textMuted, fontSize: vars.type.small.fontSize });

export const failed = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.small,
  padding: vars.space.medium,
});

export const menuButton = style([
  iconButton,
  {
    width: 'auto',
    paddingInline: vars.space.medium,
    fontWeight: vars.fontWeight.medium,
    '@media': { [`screen and (min-width: ${breakpoints.desktop}px)`]: { display: 'none' } },
  },
]);
