import { vars } from '@savewin/ui';
import { style } from '@vanilla-extract/css';

export const activityList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});
export const activityRow = style({
  display: 'flex',
  width: '100%',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.size.touchTarget,
  padding: vars.space.small,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` },
  },
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.type.small.fontSize });
export const moneyIn = style({
  color: vars.color.moneyIn,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});
export const moneyOut = style({
  color: vars.color.moneyOut,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});
export const quickAccess = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});
export const banner = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.brandSoft,
  color: vars.color.text,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
