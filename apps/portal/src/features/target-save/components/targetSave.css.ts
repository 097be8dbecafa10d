// Layout of the Target Save screens; every look comes from the design system's components.
import { vars } from '@savewin/ui';
import { style } from '@vanilla-extract/css';

// The purpose's 16:9 picture at its own proportions, never wider than a phone shows it.
export const heroImage = style({
  display: 'block',
  width: '100%',
  maxWidth: '32rem',
  height: 'auto',
  aspectRatio: '16 / 9',
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

export const cardsImage = style({ display: 'block', width: '100%', maxWidth: '20rem', height: 'auto' });
