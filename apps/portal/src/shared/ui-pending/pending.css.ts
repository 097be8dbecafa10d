// The few styles the portal's adapters over @savewin/ui add: a labelled field column (the PIN
// field) and the spacing inside a modal's body.
import { vars } from '@savewin/ui';
import { style } from '@vanilla-extract/css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });
export const label = style({ fontWeight: vars.fontWeight.medium });
export const dialogBody = style({ display: 'grid', gap: vars.space.large });
