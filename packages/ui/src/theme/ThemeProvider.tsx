import { useLayoutEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

import { darkTheme } from './darkTheme.css';
import { lightTheme } from './lightTheme.css';

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

export const themeClassNames: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };

export interface ThemeProviderProps {
  /** Which theme the wrapper and the page body get. */
  theme?: ThemeName;
  /** Locale for dates and numbers inside react-aria components. Ghana's English by default. */
  locale?: string;
  /**
   * Also put the theme class on <body>, so overlays (modals, popovers, menus), which react-aria
   * renders at the end of the body, get the same theme. On by default.
   */
  applyToBody?: boolean;
  /** The app, or the part of it that takes this theme. */
  children?: ReactNode;
}

/** Applies a theme (light or dark) and the locale to everything inside it, overlays included. */
export function ThemeProvider({
  theme = 'light',
  locale = 'en-GH',
  applyToBody = true,
  children,
}: ThemeProviderProps) {
  const className = themeClassNames[theme];
  useLayoutEffect(() => {
    if (!applyToBody) return undefined;
    document.body.classList.add(className);
    return () => document.body.classList.remove(className);
  }, [applyToBody, className]);
  return (
    <I18nProvider locale={locale}>
      <div className={className} data-theme={theme}>
        {children}
      </div>
    </I18nProvider>
  );
}
