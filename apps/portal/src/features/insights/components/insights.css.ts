import { style } from '@vanilla-extract/css';

/** The chart's height while it loads (two charts and their headings at 360 px). */
export const place = style({ minHeight: '420px' });
