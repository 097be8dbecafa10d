import { style } from '@vanilla-extract/css';

import { cardTitle, panel, panelHeader } from '../../private/componentStyles.css';
import { vars } from '../../theme/contract.css';

export const root = style([panel, { gap: vars.space.medium }]);

export const header = style([panelHeader, { flexWrap: 'wrap' }]);

export const title = cardTitle;

export const subtitle = style({
  margin: 0,
  fontSize: vars.type.body.fontSize,
  lineHeight: vars.type.body.lineHeight,
  fontWeight: vars.fontWeight.bold,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const swatch = style({ width: '14px', height: '14px', flexShrink: 0 });

export const chart = style({ display: 'block', width: '100%', maxWidth: '560px', height: 'auto' });

export const axisText = style({ fill: vars.color.textMuted, fontSize: '11px', fontFamily: 'inherit' });

export const gridLine = style({ stroke: vars.color.borderSubtle, strokeWidth: 1 });

export const baseLine = style({ stroke: vars.color.border, strokeWidth: 1 });

export const moneyIn = style({ fill: vars.color.moneyIn });

export const moneyOutStripe = style({ stroke: vars.color.moneyOut, strokeWidth: 3 });

export const moneyOutEdge = style({ fill: 'none', stroke: vars.color.moneyOut, strokeWidth: 1.5 });

export const balanceLine = style({ fill: 'none', stroke: vars.color.info, strokeWidth: 2.5 });

export const balanceDot = style({ fill: vars.color.info });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.bold,
  paddingBottom: vars.space.xsmall,
});

export const cell = style({
  padding: `${vars.space.xsmall} ${vars.space.xsmall}`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
  selectors: {
    '&:first-child': { textAlign: 'left', whiteSpace: 'normal', paddingLeft: 0 },
    'thead &': { whiteSpace: 'normal', verticalAlign: 'bottom' },
  },
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
