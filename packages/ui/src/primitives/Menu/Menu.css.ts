import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const popover = style({
  minWidth: '12rem',
  maxWidth: 'calc(100vw - 16px)',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.large,
  outline: 'none',
});

export const menu = style({ outline: 'none', maxHeight: 'inherit', overflowY: 'auto' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  paddingLeft: vars.space.medium,
  paddingRight: vars.space.medium,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.brandSoft, color: vars.color.text },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const itemDanger = style({ color: vars.color.critical });
