import { style } from '@vanilla-extract/css';

import { focusRingStyle } from '../../private/focusRing.css';
import { vars } from '../../theme/contract.css';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.size.touchTarget,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled },
  },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '44px',
  height: vars.size.iconLarge,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  border: `2px solid ${vars.color.border}`,
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { backgroundColor: vars.color.brand, borderColor: vars.color.brand },
    [`${switchRoot}[data-focus-visible] &`]: focusRingStyle,
    [`${switchRoot}[data-disabled] &`]: { borderColor: vars.color.borderSubtle },
  },
});

export const handle = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
  transition: `transform ${vars.duration.medium}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      transform: 'translateX(20px)',
      backgroundColor: vars.color.onBrand,
    },
  },
});
