import { style } from '@vanilla-extract/css';

import { amountContainer, largeAmount } from '../../private/amount.css';
import { vars } from '../../theme/contract.css';

export const root = style([
  amountContainer,
  {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    padding: vars.space.xlarge,
    borderRadius: vars.radius.large,
    background: vars.color.brand,
    color: vars.color.onBrand,
    boxShadow: vars.shadow.medium,
    minWidth: 0,
  },
]);

const line = style({ margin: 0 });

export const product = style([
  line,
  {
    fontSize: vars.type.small.fontSize,
    lineHeight: vars.type.small.lineHeight,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '0.08em',
  },
]);

export const label = style([
  line,
  { fontSize: vars.type.small.fontSize, lineHeight: vars.type.small.lineHeight },
]);

export const amount = style([
  line,
  {
    ...largeAmount(vars.type.heading1.fontSize),
    lineHeight: vars.type.heading1.lineHeight,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const account = style([line, { fontFamily: vars.font.mono, fontSize: vars.type.small.fontSize }]);
