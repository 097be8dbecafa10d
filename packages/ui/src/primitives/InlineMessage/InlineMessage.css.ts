import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../../theme/contract.css';

export const inlineMessageTones = ['critical', 'positive', 'info', 'warning'] as const;

export const message = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: `${vars.space.medium} ${vars.space.large}`,
    borderRadius: vars.radius.medium,
    borderLeft: `4px solid currentColor`,
    fontSize: vars.type.small.fontSize,
    lineHeight: vars.type.small.lineHeight,
    fontWeight: vars.fontWeight.medium,
  },
  variants: {
    tone: {
      critical: { backgroundColor: vars.color.criticalSoft, color: vars.color.critical },
      positive: { backgroundColor: vars.color.positiveSoft, color: vars.color.positive },
      info: { backgroundColor: vars.color.infoSoft, color: vars.color.info },
      warning: { backgroundColor: vars.color.warningSoft, color: vars.color.warning },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.iconMedium,
  height: vars.size.iconMedium,
});

export const body = style({ color: vars.color.text, minWidth: 0, overflowWrap: 'anywhere' });
