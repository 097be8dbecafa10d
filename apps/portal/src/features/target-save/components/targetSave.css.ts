// Layout of the Target Save screens; every look comes from the design system's components.
import { breakpoints, vars } from '@savewin/ui';
import { style } from '@vanilla-extract/css';

// The purpose's 16:9 picture at its own proportions, never wider than a phone shows it. On a phone
// (below 480 px) a wide band of it (3:1), so the goal's name and Fund stay in the first screenful.
export const heroImage = style({
  display: 'block',
  width: '100%',
  maxWidth: '32rem',
  height: 'auto',
  aspectRatio: '3 / 1',
  objectFit: 'cover',
  '@media': { [`screen and (min-width: ${breakpoints.tablet}px)`]: { aspectRatio: '16 / 9' } },
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
});

export const figures = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  margin: 0,
});

export const figureValue = style({ margin: 0, fontWeight: 600 });
