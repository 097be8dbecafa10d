import { createTheme, globalStyle } from '@vanilla-extract/css';

import { vars } from './contract.css';
import { darkTokens } from './tokens';

/** Class name that applies the dark theme to an element and its descendants. */
export const darkTheme = createTheme(vars, darkTokens, 'dark');

// Native controls, scrollbars and autofill follow the theme.
globalStyle(`.${darkTheme}`, { colorScheme: 'dark' });
