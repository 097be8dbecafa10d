import { style } from '@vanilla-extract/css';

import { vars } from '../packages/ui/src/theme/contract.css';

/** The frame every story renders in: themed background and a little air around the component. */
export const frame = style({
  padding: vars.space.large,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  // Screenshots must not depend on a blinking caret or a half-finished transition.
  caretColor: 'transparent',
});
