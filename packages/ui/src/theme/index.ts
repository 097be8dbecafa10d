// The theme's public surface: the contract, the two theme classes and the raw tokens (for
// documentation and tests; components read `vars`).
export { vars } from './contract.css';
export { lightTheme } from './lightTheme.css';
export { darkTheme } from './darkTheme.css';
export {
  breakpoints,
  darkColors,
  darkTokens,
  lightColors,
  lightTokens,
  space,
  typeScale,
  type Breakpoint,
  type ColorRole,
  type ColorTokens,
  type Space,
  type ThemeTokens,
  type TypeStep,
} from './tokens';
export {
  ThemeProvider,
  themeClassNames,
  themeNames,
  type ThemeName,
  type ThemeProviderProps,
} from './ThemeProvider';
