// The keyboard focus outline every interactive primitive shows on [data-focus-visible].
import type { StyleRule } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

export const focusRingStyle: StyleRule = {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusRingOffset,
};
