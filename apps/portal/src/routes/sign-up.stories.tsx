// Registration at /sign-up, drawn by the portal for a visitor.
import type { Meta, StoryObj } from '@storybook/react-vite';

import { pinned } from '../../../../.storybook/modes';
import { desktop, narrow, portalScreen, showsPage } from '../testing/screen';

const meta = { title: 'Screens/Sign up', ...portalScreen('/sign-up', { signedIn: false }) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = pinned({ ...showsPage('/sign-up', 'Register'), globals: desktop });
export const Narrow: Story = pinned({ ...Desktop, globals: narrow });
