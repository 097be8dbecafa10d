import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
  color: vars.color.text,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.type.large.fontSize,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const draw = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.borderSubtle}`,
});

/** A draw the customer won: on the brand's soft ground, so it stands out in the list. */
export const won = style({ background: vars.color.brandSoft, borderColor: vars.color.brandSoft });

export const drawName = style({
  margin: 0,
  fontSize: vars.type.body.fontSize,
  fontWeight: vars.fontWeight.bold,
});

export const result = style({ margin: 0, overflowWrap: 'anywhere' });
