import { useInsertionEffect, type ReactNode } from 'react';
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

/** How many mounted providers hold each theme class on <body>. */
const bodyClassHolders = new Map<string, number>();

/**
 * Puts `className` on <body> until the returned release is called by every holder: when one
 * provider leaves as another with the same theme arrives (a screen swapped for the next, in either
 * order), the class stays, instead of the leaver taking it from the newcomer.
 */
function holdBodyClass(className: string): () => void {
  bodyClassHolders.set(className, (bodyClassHolders.get(className) ?? 0) + 1);
  document.body.classList.add(className);
  return () => {
    const left = (bodyClassHolders.get(className) ?? 1) - 1;
    if (left > 0) {
      bodyClassHolders.set(className, left);
      return;
    }
    bodyClassHolders.delete(className);
    document.body.classList.remove(className);
  };
}

/** Applies a theme (light or dark) and the locale to everything inside it, overlays included. */
export function ThemeProvider({
  theme = 'light',
  locale = 'en-GH',
  applyToBody = true,
  children,
}: ThemeProviderProps) {
  const className = themeClassNames[theme];
  // An insertion effect, not a layout effect: on the first draw and at a switch, the class is on
  // <body> before any layout effect inside runs. With a layout effect, those ran with no theme on
  // <body> (react-aria's overlays read their animations there): the theme's durations undefined, an
  // overlay's animation was cancelled, and react-aria, which waits for it to finish, kept the
  // overlay marked entering for good (seen in Storybook), or would keep a closing one on screen.
  useInsertionEffect(() => (applyToBody ? holdBodyClass(className) : undefined), [applyToBody, className]);
  return (
    <I18nProvider locale={locale}>
      <div className={className} data-theme={theme}>
        {children}
      </div>
    </I18nProvider>
  );
}
