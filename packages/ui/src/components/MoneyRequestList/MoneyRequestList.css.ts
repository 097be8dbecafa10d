import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { cardTitle, listEmpty, muted, panel } from '../../private/componentStyles.css';
import { vars } from '../../theme/contract.css';

export const root = style([panel, { gap: vars.space.small }]);

export const title = cardTitle;

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: `${vars.space.medium} 0`,
  selectors: {
    '& + &': { borderTop: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}` },
  },
});

/** A line with its words on the left and a figure or mark on the right, wrapping on a phone. */
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.small,
});

export const who = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere', minWidth: 0 });

export const amount = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const note = style({ margin: 0, overflowWrap: 'anywhere' });

export const detail = style([muted, { overflowWrap: 'anywhere' }]);

// The words carry the status; the tint only groups them (text stays the body colour, for contrast).
export const status = recipe({
  base: {
    padding: `0 ${vars.space.small}`,
    borderRadius: vars.radius.full,
    color: vars.color.text,
    fontSize: vars.type.small.fontSize,
    lineHeight: vars.type.small.lineHeight,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
  },
  variants: {
    status: {
      PENDING: { background: vars.color.warningSoft },
      PAID: { background: vars.color.positiveSoft },
      DECLINED: { background: vars.color.criticalSoft },
      CANCELLED: { background: vars.color.surfaceSunken },
      EXPIRED: { background: vars.color.surfaceSunken },
    },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  paddingTop: vars.space.xsmall,
});

export const empty = listEmpty;
