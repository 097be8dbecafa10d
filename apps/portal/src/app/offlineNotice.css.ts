import { vars } from '@savewin/ui';
import { style } from '@vanilla-extract/css';

export const notice = style({ padding: `${vars.space.small} ${vars.space.large} 0` });
