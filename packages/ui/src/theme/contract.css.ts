// The theme contract: CSS variable names every theme must fill and every component reads.
// Components import `vars` and never a raw value.
import { createThemeContract } from '@vanilla-extract/css';

import { lightTokens } from './tokens';

export const vars = createThemeContract(lightTokens);
