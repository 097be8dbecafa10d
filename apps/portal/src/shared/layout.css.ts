// The portal's few layout classes that the design system's Stack and Inline do not cover (a form's
// column, a grid of tiles, the public pages' frame). Classes, not inline styles: the gateway's CSP
// allows no inline style.
import { vars } from '@savewin/ui';
import { style } from '@vanilla-extract/css';

/** A form's fields one under another. */
export const form = style({ display: 'grid', gap: vars.space.large });
/** A form that stays a readable width on wide screens. */
export const narrowForm = style([form, { maxWidth: '32rem' }]);
/** A section that stays a readable width on wide screens. */
export const readable = style({ maxWidth: '32rem' });
/** Cards side by side as the screen allows, at least 12rem each. */
export const tiles = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});
/** The public pages' (sign-in, sign-up) frame: one centred column. */
export const publicMain = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  minHeight: '100vh',
});
export const publicColumn = style({
  width: '100%',
  maxWidth: '28rem',
  display: 'grid',
  gap: vars.space.large,
});
export const brand = style({ fontWeight: 700, fontSize: '1.25rem' });
/** A full-page message's padding (the route error). */
export const pageMessage = style({ padding: `${vars.space.xlarge} ${vars.space.medium}` });
/** Items one under another, close together. */
export const column = style({ display: 'grid', gap: vars.space.small });
/** A list without bullets, its items one under another. */
export const plainList = style({
  display: 'grid',
  gap: vars.space.medium,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
/** Items side by side, wrapping onto the next line on a narrow screen. */
export const wrapRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
/** The part of a wrapping row that takes the room left (at least 12rem before it wraps). */
export const grow = style({ flex: '1 1 12rem' });
