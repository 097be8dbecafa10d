// The theme on <body>, where react-aria portals every overlay: a ThemeProvider that switches theme,
// or leaves while another with the same theme stays, never leaves <body> unthemed, not even for
// the layout effects of the commit that switches (react-aria reads an overlay's animations there;
// with no theme class its durations are undefined and the running animation is cancelled).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../primitives/Button';

import { ThemeProvider, themeClassNames, type ThemeName } from './ThemeProvider';

const other = (theme: ThemeName): ThemeName => (theme === 'light' ? 'dark' : 'light');

/** Reports, at every commit's layout effects, whether <body> carries `theme`'s class. */
function BodyProbe({ theme, onChecked }: { theme: ThemeName; onChecked: (themed: boolean) => void }) {
  useLayoutEffect(() => onChecked(document.body.classList.contains(themeClassNames[theme])));
  return null;
}

interface SwitcherProps {
  /** Called from a layout effect inside the switching provider: was <body> themed then? */
  onBodyChecked: (themed: boolean) => void;
  /** The theme the story frame is drawn in: the switcher starts in the same one. */
  frameTheme: ThemeName;
}

/** A provider inside the story's own, in the same theme at first, that switches or leaves. */
function Switcher({ onBodyChecked, frameTheme }: SwitcherProps) {
  const [theme, setTheme] = useState(frameTheme);
  const [isShown, setShown] = useState(true);
  return (
    <div style={{ display: 'flex', gap: 8, padding: 16 }}>
      <Button onPress={() => setTheme(other(theme))}>Switch theme</Button>
      <Button variant="secondary" onPress={() => setShown(!isShown)}>
        {isShown ? 'Remove the inner provider' : 'Add the inner provider'}
      </Button>
      {isShown ? (
        <ThemeProvider theme={theme}>
          <BodyProbe theme={theme} onChecked={onBodyChecked} />
          <p>Inner provider: {theme}</p>
        </ThemeProvider>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme on the page body',
  component: Switcher,
  args: { onBodyChecked: fn(), frameTheme: 'light' },
  // The picture is two buttons; what matters here is the class list, read by the play function.
  parameters: { chromatic: { disableSnapshot: true } },
  render: (args, { globals }) => (
    <Switcher {...args} frameTheme={globals['theme'] === 'dark' ? 'dark' : 'light'} />
  ),
} satisfies Meta<typeof Switcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchedAndRemoved: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const frame: ThemeName = globals['theme'] === 'dark' ? 'dark' : 'light';
    const body = document.body.classList;
    await expect(body).toContain(themeClassNames[frame]);

    await userEvent.click(canvas.getByRole('button', { name: 'Switch theme' }));
    await expect(canvas.getByText(`Inner provider: ${other(frame)}`)).toBeInTheDocument();
    // Every commit's layout effects, the switching one included, saw the theme on <body>.
    await expect(args.onBodyChecked).toHaveBeenCalledWith(true);
    await expect(args.onBodyChecked).not.toHaveBeenCalledWith(false);
    // The inner provider's switch took nothing from the frame's provider, which holds the same class.
    await expect(body).toContain(themeClassNames[frame]);
    await expect(body).toContain(themeClassNames[other(frame)]);

    await userEvent.click(canvas.getByRole('button', { name: 'Switch theme' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the inner provider' }));
    await waitFor(() => expect(canvas.queryByText(/Inner provider/)).not.toBeInTheDocument());
    // The leaver, in the frame's theme, left the frame's class on <body>, and its other one went.
    await expect(body).toContain(themeClassNames[frame]);
    await expect(body).not.toContain(themeClassNames[other(frame)]);
    await expect(args.onBodyChecked).not.toHaveBeenCalledWith(false);
  },
};
