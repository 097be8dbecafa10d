// Below the tablet breakpoint (480 px, the spec's narrow width) the row is one compact strip, the
// three figures side by side in at most 72 px, so a phone shows the screen's own task in its first
// screenful instead of three full-width cards. From 480 px up, three cards.
import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

const wide = `screen and (min-width: ${breakpoints.tablet}px)`;

/** The tallest the phone strip may be (px); the stories and the phone-first e2e hold it. */
export const STRIP_MAX_HEIGHT = 72;

const card = {
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.small,
} as const;

export const root = style({
  ...card,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, auto)',
  justifyContent: 'space-between',
  columnGap: vars.space.small,
  // Two lines of label (a narrow phone wraps 'Accrued Interest') and a figure stay within 72 px.
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  '@media': {
    [wide]: {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      justifyContent: 'normal',
      gap: vars.space.medium,
      padding: 0,
      borderRadius: 0,
      background: 'none',
      border: 'none',
      boxShadow: 'none',
    },
  },
});

// On the strip a tile is never narrower than its figure (which stays on one line): a long balance
// takes room from the labels, which wrap, never from the figure beside it.
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  // The figures line up at the foot of the strip, whether a label took one line or two.
  justifyContent: 'space-between',
  minWidth: 'min-content',
  '@media': {
    [wide]: {
      ...card,
      justifyContent: 'flex-start',
      gap: vars.space.xsmall,
      padding: vars.space.large,
      minWidth: 0,
    },
  },
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.type.caption.fontSize,
  lineHeight: vars.type.caption.lineHeight,
  '@media': {
    [wide]: { fontSize: vars.type.small.fontSize, lineHeight: vars.type.small.lineHeight },
  },
});

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.type.small.fontSize,
  lineHeight: vars.type.small.lineHeight,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  // An amount stays on one line on the phone strip.
  whiteSpace: 'nowrap',
  '@media': {
    [wide]: {
      fontSize: vars.type.heading3.fontSize,
      lineHeight: vars.type.heading3.lineHeight,
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
  },
});
