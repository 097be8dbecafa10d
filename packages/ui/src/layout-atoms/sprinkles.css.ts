// Atomic classes for layout and colour, behind Box, Stack and Inline. Responsive properties take
// either one value or { mobile, tablet, desktop } (mobile first: 0, 480 and 960 px).
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';

import { vars } from '../theme/contract.css';
import { breakpoints } from '../theme/tokens';

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    alignSelf: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    width: { full: '100%', auto: 'auto' },
    maxWidth: { full: '100%', content: '40rem', wide: '60rem' },
    textAlign: ['left', 'center', 'right'],
    position: ['relative', 'absolute', 'static', 'sticky'],
    overflow: ['hidden', 'auto', 'visible'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colour = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      brand: vars.color.brand,
      onBrand: vars.color.onBrand,
      critical: vars.color.critical,
      positive: vars.color.positive,
      warning: vars.color.warning,
      info: vars.color.info,
      moneyIn: vars.color.moneyIn,
      moneyOut: vars.color.moneyOut,
      onPrize: vars.color.onPrize,
      inherit: 'inherit',
    },
    background: {
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      brand: vars.color.brand,
      brandSoft: vars.color.brandSoft,
      criticalSoft: vars.color.criticalSoft,
      positiveSoft: vars.color.positiveSoft,
      warningSoft: vars.color.warningSoft,
      infoSoft: vars.color.infoSoft,
      prize: vars.color.prize,
      transparent: 'transparent',
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    borderStyle: ['solid', 'none'],
    borderWidth: { none: '0', standard: vars.size.borderWidth },
    borderColor: { border: vars.color.border, subtle: vars.color.borderSubtle, brand: vars.color.brand },
  },
});

export const sprinkles = createSprinkles(responsive, colour);

export type Sprinkles = Parameters<typeof sprinkles>[0];
