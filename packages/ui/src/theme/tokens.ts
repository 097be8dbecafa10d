// The design tokens of SAVE & WIN, named by meaning rather than by hue. Every colour pair a
// component puts together (text on surface, onBrand on brand, ...) is checked for WCAG AA contrast
// in tokens.test.ts, so the portal stays readable on a cheap phone in Accra sunshine.

/** Colours by role. A component picks a role, never a hue. */
export type ColorTokens = {
  /** Page background. */
  surface: string;
  /** Cards, panels and overlays that sit above the page. */
  surfaceRaised: string;
  /** A quieter fill: table stripes, chips at rest, skeletons. */
  surfaceSunken: string;
  /** Body text. */
  text: string;
  /** Secondary text: captions, help text, timestamps. */
  textMuted: string;
  /** Text of a disabled control. */
  textDisabled: string;
  /** Borders of form controls (non-text contrast ≥ 3:1). */
  border: string;
  /** Decorative dividers that carry no meaning. */
  borderSubtle: string;
  /** The provider's brand colour: primary buttons, links, active navigation. */
  brand: string;
  /** Brand when pressed or hovered. */
  brandStrong: string;
  /** A tinted brand fill behind brand-coloured text (selected chip, active menu item). */
  brandSoft: string;
  /** Text and icons placed on `brand`. */
  onBrand: string;
  /** Errors and destructive actions. */
  critical: string;
  /** Critical pressed state. */
  criticalStrong: string;
  /** Background of a critical message. */
  criticalSoft: string;
  /** Text and icons placed on `critical`. */
  onCritical: string;
  /** Success. */
  positive: string;
  /** Background of a positive message. */
  positiveSoft: string;
  /** Something needs attention but nothing failed. */
  warning: string;
  /** Background of a warning message. */
  warningSoft: string;
  /** Neutral information. */
  info: string;
  /** Background of an information message. */
  infoSoft: string;
  /** Credits: the plus-signed amounts of a statement. */
  moneyIn: string;
  /** Debits: the minus-signed amounts of a statement. */
  moneyOut: string;
  /** The prize draw's gold: badges and banners. */
  prize: string;
  /** Text placed on `prize`. */
  onPrize: string;
  /** Keyboard focus outline, visible on every surface. */
  focusRing: string;
  /**
   * A scannable code's dark modules, on `codeGround`: dark on light in every theme, since camera
   * scanners (ours and other wallets') look for a dark code on a light ground.
   */
  codeInk: string;
  /** The ground and quiet zone of a scannable code. */
  codeGround: string;
  /** The dimmed layer behind a modal. */
  overlay: string;
};

// Ghana's flag lends the brand its green and the prize its gold.
export const lightColors: ColorTokens = {
  surface: '#f6f7f5',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#eceeea',
  text: '#14181a',
  textMuted: '#4a5350',
  textDisabled: '#6f7773',
  border: '#6b7470',
  borderSubtle: '#d5d9d6',
  brand: '#006b3f',
  brandStrong: '#004d2d',
  brandSoft: '#dcefe5',
  onBrand: '#ffffff',
  critical: '#b3261e',
  criticalStrong: '#8c1d18',
  criticalSoft: '#fbe5e3',
  onCritical: '#ffffff',
  positive: '#17683a',
  positiveSoft: '#ddf1e4',
  warning: '#7a4f00',
  warningSoft: '#fdf0d3',
  info: '#1d4f91',
  infoSoft: '#e1ebf8',
  moneyIn: '#17683a',
  moneyOut: '#a8231b',
  prize: '#fcd116',
  onPrize: '#2b2100',
  focusRing: '#1d4f91',
  codeInk: '#000000',
  codeGround: '#ffffff',
  overlay: 'rgba(10, 14, 12, 0.6)',
};

export const darkColors: ColorTokens = {
  surface: '#0f1412',
  surfaceRaised: '#1a211e',
  surfaceSunken: '#0a0d0c',
  text: '#eef2ef',
  textMuted: '#b3bdb8',
  textDisabled: '#8a948f',
  border: '#8a948f',
  borderSubtle: '#2f3834',
  brand: '#5fd39a',
  brandStrong: '#86e2b4',
  brandSoft: '#173a2a',
  onBrand: '#04210f',
  critical: '#ff8f86',
  criticalStrong: '#ffb3ad',
  criticalSoft: '#3d1714',
  onCritical: '#2d0604',
  positive: '#72dc9c',
  positiveSoft: '#163424',
  warning: '#f5c451',
  warningSoft: '#352a0c',
  info: '#93bdf5',
  infoSoft: '#15263d',
  moneyIn: '#72dc9c',
  moneyOut: '#ff9a92',
  prize: '#fcd116',
  onPrize: '#2b2100',
  focusRing: '#93bdf5',
  codeInk: '#000000',
  codeGround: '#ffffff',
  overlay: 'rgba(0, 0, 0, 0.7)',
};

/** Spacing scale (4 px grid). */
export const space = {
  none: '0',
  xxsmall: '2px',
  xsmall: '4px',
  small: '8px',
  medium: '12px',
  large: '16px',
  xlarge: '24px',
  xxlarge: '32px',
  xxxlarge: '48px',
} as const;

export const radii = {
  none: '0',
  small: '4px',
  medium: '8px',
  large: '16px',
  full: '9999px',
} as const;

/** Font stacks: Debian's Chromium resolves these to DejaVu, so screenshots are stable. */
export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "DejaVu Sans Mono", monospace',
} as const;

/**
 * The type scale (rem, so the customer's browser font size is respected). Each step is a pair of
 * size and line height. Lines of a step never run into each other when its text wraps on a narrow
 * phone: a heading's line height is at least 1.15 × its size, running text's at least 1.4
 * (tokens.test.ts holds both; the story check in .storybook/lineHeight.setup.ts fails any rendered
 * text whose line is shorter than its type).
 */
export const typeScale = {
  caption: { fontSize: '0.75rem', lineHeight: '1.125rem' },
  small: { fontSize: '0.875rem', lineHeight: '1.25rem' },
  body: { fontSize: '1rem', lineHeight: '1.5rem' },
  large: { fontSize: '1.125rem', lineHeight: '1.75rem' },
  heading3: { fontSize: '1.25rem', lineHeight: '1.75rem' },
  heading2: { fontSize: '1.5rem', lineHeight: '2rem' },
  heading1: { fontSize: '2rem', lineHeight: '2.5rem' },
  display: { fontSize: '2.5rem', lineHeight: '3rem' },
} as const;

export const fontWeights = {
  regular: '400',
  medium: '500',
  bold: '700',
} as const;

export const lightShadows = {
  small: '0 1px 2px rgba(20, 24, 26, 0.12)',
  medium: '0 2px 8px rgba(20, 24, 26, 0.14)',
  large: '0 12px 32px rgba(20, 24, 26, 0.22)',
} as const;

export const darkShadows = {
  small: '0 1px 2px rgba(0, 0, 0, 0.5)',
  medium: '0 2px 8px rgba(0, 0, 0, 0.55)',
  large: '0 12px 32px rgba(0, 0, 0, 0.65)',
} as const;

export const durations = {
  fast: '120ms',
  medium: '200ms',
  slow: '320ms',
} as const;

/** Minimum size of anything tappable (WCAG 2.5.8 asks 24 px; we give thumbs 44). */
export const sizes = {
  touchTarget: '44px',
  controlHeight: '44px',
  controlHeightSmall: '32px',
  iconSmall: '16px',
  iconMedium: '20px',
  iconLarge: '24px',
  focusRingWidth: '2px',
  focusRingOffset: '2px',
  borderWidth: '1px',
} as const;

/**
 * Viewport widths where the layout changes (px). 480 is the spec's narrow breakpoint and the phone
 * breakpoint of the signed-in pages: below it the summary row is one strip of at most 72 px, the
 * top bar one row of controls, a page's h1 one step smaller and the frame tighter, so the screen's
 * heading and first field or action lie in the first 400 px of a 360×740 phone
 * (e2e/phone-first.spec.ts). From 960 the side menu and side panel sit beside the screen.
 */
export const breakpoints = {
  mobile: 0,
  tablet: 480,
  desktop: 960,
} as const;

export type Breakpoint = keyof typeof breakpoints;
export type Space = keyof typeof space;
export type ColorRole = keyof ColorTokens;
export type TypeStep = keyof typeof typeScale;

/** The steps headings use; the others set running text (captions, labels, paragraphs). */
export const headingSteps = [
  'heading3',
  'heading2',
  'heading1',
  'display',
] as const satisfies readonly TypeStep[];

/** Everything a theme defines, in the shape of the theme contract. */
export type ThemeTokens = {
  color: ColorTokens;
  space: typeof space;
  radius: typeof radii;
  font: typeof fonts;
  fontWeight: typeof fontWeights;
  type: { [K in TypeStep]: { fontSize: string; lineHeight: string } };
  shadow: { small: string; medium: string; large: string };
  duration: typeof durations;
  size: typeof sizes;
};

const shared = {
  space,
  radius: radii,
  font: fonts,
  fontWeight: fontWeights,
  type: typeScale,
  duration: durations,
  size: sizes,
};

export const lightTokens: ThemeTokens = { ...shared, color: lightColors, shadow: lightShadows };
export const darkTokens: ThemeTokens = { ...shared, color: darkColors, shadow: darkShadows };
