import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../../theme/contract.css';

export const progressBarTones = ['brand', 'positive', 'prize'] as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: '100%',
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
});

export const label = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  height: '8px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.borderSubtle}`,
  overflow: 'hidden',
});

export const fill = recipe({
  base: { height: '100%', borderRadius: vars.radius.full, transition: `width ${vars.duration.slow}` },
  variants: {
    tone: {
      brand: { backgroundColor: vars.color.brand },
      positive: { backgroundColor: vars.color.positive },
      prize: { backgroundColor: vars.color.prize },
    },
  },
  defaultVariants: { tone: 'brand' },
});
