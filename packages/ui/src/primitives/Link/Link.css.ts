import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { focusRingStyle } from '../../private/focusRing.css';
import { vars } from '../../theme/contract.css';

export const linkVariants = ['inline', 'standalone'] as const;

export const link = recipe({
  base: {
    color: vars.color.brand,
    cursor: 'pointer',
    borderRadius: vars.radius.small,
    textUnderlineOffset: '0.2em',
    selectors: {
      '&[data-hovered]': { color: vars.color.brandStrong, textDecorationThickness: '2px' },
      '&[data-focus-visible]': focusRingStyle,
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
      '&[data-current]': { color: vars.color.text, textDecoration: 'none', cursor: 'default' },
    },
  },
  variants: {
    variant: {
      inline: { textDecoration: 'underline' },
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xsmall,
        minHeight: vars.size.touchTarget,
        fontWeight: vars.fontWeight.bold,
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export const externalIcon = style({
  display: 'inline-block',
  width: '0.9em',
  height: '0.9em',
  marginLeft: '0.2em',
  verticalAlign: '-0.1em',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
