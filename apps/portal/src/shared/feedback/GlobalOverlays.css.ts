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
