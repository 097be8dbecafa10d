import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../../theme/contract.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    color: 'currentColor',
  },
  variants: {
    size: {
      small: { width: vars.size.iconSmall, height: vars.size.iconSmall },
      medium: { width: vars.size.iconLarge, height: vars.size.iconLarge },
      large: { width: vars.size.touchTarget, height: vars.size.touchTarget },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const svg = style({
  width: '100%',
  height: '100%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // With reduced motion the arc stays still; the accessible label still says it is loading.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const track = style({ opacity: 0.25 });
