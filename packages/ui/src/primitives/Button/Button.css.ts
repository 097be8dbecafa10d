import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { focusRingStyle } from '../../private/focusRing.css';
import { vars } from '../../theme/contract.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    minWidth: vars.size.touchTarget,
    border: `${vars.size.borderWidth} solid transparent`,
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, transform ${vars.duration.fast}`,
    selectors: {
      '&[data-focus-visible]': focusRingStyle,
      '&[data-pressed]': { transform: 'scale(0.98)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, transform: 'none' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.brandStrong },
        },
      },
      secondary: {
        backgroundColor: vars.color.surfaceRaised,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.brandSoft },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.brand,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.brandSoft },
        },
      },
      danger: {
        backgroundColor: vars.color.critical,
        color: vars.color.onCritical,
        selectors: {
          '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.criticalStrong },
        },
      },
    },
    size: {
      small: {
        minHeight: vars.size.controlHeightSmall,
        paddingLeft: vars.space.medium,
        paddingRight: vars.space.medium,
        fontSize: vars.type.small.fontSize,
        lineHeight: vars.type.small.lineHeight,
      },
      medium: {
        minHeight: vars.size.controlHeight,
        paddingLeft: vars.space.large,
        paddingRight: vars.space.large,
        fontSize: vars.type.body.fontSize,
        lineHeight: vars.type.body.lineHeight,
      },
      large: {
        minHeight: '52px',
        paddingLeft: vars.space.xlarge,
        paddingRight: vars.space.xlarge,
        fontSize: vars.type.large.fontSize,
        lineHeight: vars.type.large.lineHeight,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

export const content = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
