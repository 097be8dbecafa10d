// The signed-in page frame: side menu beside the content on wide screens, a menu button on phones.
// TODO(packages/ui): SideMenu, TopBar, Footer, BalanceCard/SummaryRow replace most of this.
import { breakpoints, vars } from '@savewin/ui';
import { style } from '@vanilla-extract/css';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const frame = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '100vh',
  '@media': { [desktop]: { gridTemplateColumns: '16rem minmax(0, 1fr)' } },
});

export const sideMenu = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.large,
  background: vars.color.surfaceRaised,
  borderRight: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
  '@media': { [desktop]: { display: 'flex' } },
});
export const sideMenuOpen = style({ display: 'flex' });

export const menuList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});
export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brandSoft,
      color: vars.color.brandStrong,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` },
  },
});

export const main = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const topBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.medium,
  background: vars.color.surfaceRaised,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
});
export const breadcrumbs = style({
  display: 'flex',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flex: 1,
  minWidth: 0,
});
export const content = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  flex: 1,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});
export const summaryRow = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
});
export const figure = style({ fontSize: vars.type.heading3.fontSize, fontWeight: vars.fontWeight.bold });
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.large,
  padding: vars.space.large,
  color: vars.color.textMuted,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
});
export const muted = style({ color: vars.color.textMuted });
