import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { cardTitle, panel, panelHeader } from '../../private/componentStyles.css';
import { vars } from '../../theme/contract.css';

export const root = style([panel, { gap: vars.space.small }]);

export const header = panelHeader;

export const title = cardTitle;

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  selectors: { '& + &': { borderTop: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}` } },
});

export const row = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.medium,
    minHeight: vars.size.touchTarget,
    padding: `${vars.space.small} ${vars.space.xsmall}`,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'left',
    borderRadius: vars.radius.medium,
    outline: 'none',
  },
  variants: {
    interactive: {
      true: {
        cursor: 'pointer',
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceSunken },
          '&[data-focus-visible]': {
            outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
            outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
          },
        },
      },
      false: {},
    },
  },
});

// A round badge with the row's kind, tinted by the way the money went.
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: `calc(${vars.size.iconMedium} + 2 * ${vars.space.small})`,
    height: `calc(${vars.size.iconMedium} + 2 * ${vars.space.small})`,
    borderRadius: vars.radius.full,
  },
  variants: {
    sign: {
      in: { background: vars.color.positiveSoft, color: vars.color.moneyIn },
      out: { background: vars.color.criticalSoft, color: vars.color.moneyOut },
      none: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
    },
  },
});

export const main = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  flexShrink: 0,
});

export const label = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const detail = style({
  color: vars.color.textMuted,
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
  overflowWrap: 'anywhere',
});

export const amount = recipe({
  base: { fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  variants: {
    sign: {
      in: { color: vars.color.moneyIn },
      out: { color: vars.color.moneyOut },
      none: { color: vars.color.textMuted },
    },
  },
});

export const state = style({
  display: 'flex',
  justifyContent: 'center',
  margin: 0,
  padding: vars.space.xlarge,
  color: vars.color.textMuted,
});
