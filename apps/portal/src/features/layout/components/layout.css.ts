// The signed-in page frame: side menu beside the content on wide screens, a menu button on phones.
// The pieces themselves (SideMenu, TopBar, Footer, SummaryRow) come from @savewin/ui.
import { breakpoints, vars } from '@savewin/ui';
import { style } from '@vanilla-extract/css';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;
/**
 * The phone breakpoint (below 480 px, the spec's narrow width): the summary row is a
 * compact strip, the frame's padding and gaps are tighter and the side panel follows the screen,
 * so the screen's heading and first field or action lie in the first 400 px of a 360×740 phone.
 */
const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

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
  '@media': {
    // Held to the screen's height: its 'Need help?' card sits at the foot of the screen, not of the
    // page, so it does not move down when the page arrives under the profile's spinner.
    [desktop]: {
      display: 'flex',
      position: 'sticky',
      top: 0,
      alignSelf: 'start',
      boxSizing: 'border-box',
      height: '100vh',
      overflowY: 'auto',
    },
  },
});
export const sideMenuOpen = style({ display: 'flex' });

/** The screen's own column beside the side panel. */
export const screenColumn = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [tablet]: { gap: vars.space.large } },
  alignContent: 'start',
  minWidth: 0,
});
export const grow = style({ flex: 1 });

export const main = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const content = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  flex: 1,
  '@media': {
    [tablet]: { padding: vars.space.large },
    [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' },
  },
});
export const muted = style({ color: vars.color.textMuted });
