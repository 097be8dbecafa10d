// The pin field's visible label over its boxes.
import { vars } from '@savewin/ui';
import { style } from '@vanilla-extract/css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });
export const label = style({ fontWeight: vars.fontWeight.medium });
