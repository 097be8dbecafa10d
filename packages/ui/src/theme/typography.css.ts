// Text styles built from the type scale, for the Text and Heading primitives and any component
// that needs a step of the scale.
import { styleVariants } from '@vanilla-extract/css';

import { vars } from './contract.css';
import { typeScale, type TypeStep } from './tokens';

export const typeSteps = Object.keys(typeScale) as TypeStep[];

export const text = styleVariants(typeScale, (_value, step) => ({
  fontSize: vars.type[step].fontSize,
  lineHeight: vars.type[step].lineHeight,
}));
