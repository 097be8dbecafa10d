// Every story renders inside the SAVE & WIN theme (light or dark from the toolbar, or the
// `theme` global a test project pins), with axe failing the story test on any violation.
import type { Decorator, Preview } from '@storybook/react-vite';

import { startStoryGateway } from '../apps/portal/src/testing/worker';
import { ThemeProvider } from '../packages/ui/src/theme/ThemeProvider';
import '../packages/ui/src/theme/global.css';

import { chromaticModes } from './modes';
import * as styles from './preview.css';
import { viewports } from './viewports';

const withTheme: Decorator = (Story, context) => {
  const theme = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  return (
    <ThemeProvider theme={theme}>
      <div className={styles.frame} data-story-frame="">
        <Story />
      </div>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  // A story with `parameters.msw` (the portal's screens) has the gateway's calls answered by MSW's
  // worker, started once per page before it draws; the other stories never start it, so the
  // component stories' pages load as before.
  loaders: [
    async ({ parameters }) => {
      if (parameters['msw']) await startStoryGateway();
    },
  ],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    chromatic: { modes: chromaticModes },
    viewport: { options: viewports },
    controls: { expanded: true, matchers: { date: /Date$/i } },
    // What a designer reads first: the rules (tokens), then the parts, then whole screens.
    options: {
      storySort: {
        method: 'alphabetical',
        order: [
          'Introduction',
          'Foundations',
          ['Colour', 'Typography', 'Spacing', 'Radii', 'Elevation', 'Motion'],
          'Primitives',
          'Components',
          'Screens',
        ],
      },
    },
  },
};

export default preview;
