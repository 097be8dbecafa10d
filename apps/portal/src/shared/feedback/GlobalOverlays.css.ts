import { vars } from '@savewin/ui';
import { style } from '@vanilla-extract/css';

export const notificationArea = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 200,
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.small,
  pointerEvents: 'none',
});

/** Stands in for the loading overlay while its chunk loads: takes every press, shows nothing. */
export const pressCover = style({
  position: 'fixed',
  inset: 0,
  zIndex: 300,
  cursor: 'progress',
});
