import { vars } from '@savewin/ui';
import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const item = style({ display: 'grid', gap: vars.space.xsmall });
export const detail = style({ color: vars.color.textMuted, margin: 0 });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
export const screen = style({ display: 'grid', gap: vars.space.large, alignContent: 'start' });
