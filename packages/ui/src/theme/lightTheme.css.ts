import { createTheme, globalStyle } from '@vanilla-extract/css';

import { vars } from './contract.css';
import { lightTokens } from './tokens';

/** Class name that applies the light theme to an element and its descendants. */
export const lightTheme = createTheme(vars, lightTokens, 'light');

globalStyle(`.${lightTheme}`, { colorScheme: 'light' });
