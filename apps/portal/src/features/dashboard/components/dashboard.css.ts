import { vars } from '@savewin/ui';
import { style } from '@vanilla-extract/css';

export const banner = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.brandSoft,
  color: vars.color.text,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
