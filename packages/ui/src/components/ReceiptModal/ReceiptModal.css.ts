import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../../theme/contract.css';

export const type = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const money = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const signedMoney = recipe({
  base: [money],
  variants: {
    sign: {
      in: { color: vars.color.moneyIn },
      out: { color: vars.color.moneyOut },
    },
  },
});

export const code = style({ margin: 0, fontFamily: vars.font.mono, overflowWrap: 'anywhere' });

export const recipient = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const line = style({ margin: 0, fontWeight: vars.fontWeight.medium });
