import type { ReactNode } from 'react';

import '../theme/global.css';
import { ThemeProvider, type ThemeName } from '../theme/ThemeProvider';

export interface UiTestProviderProps {
  theme?: ThemeName;
  /** Fixed so dates and numbers render the same on every machine. */
  locale?: string;
  children?: ReactNode;
}

/**
 * Wraps a component under test in the theme (overlays included) and a fixed locale, e.g.
 * `render(<UiTestProvider><SignInForm /></UiTestProvider>)`.
 */
export function UiTestProvider({ theme = 'light', locale = 'en-GB', children }: UiTestProviderProps) {
  return (
    <ThemeProvider theme={theme} locale={locale}>
      {children}
    </ThemeProvider>
  );
}
