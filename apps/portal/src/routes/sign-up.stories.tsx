// Registration at /sign-up, drawn by the portal for a visitor.
import type { Meta, StoryObj } from '@storybook/react-vite';

import { desktop, narrow, portalScreen, showsPage } from '../testing/screen';

const meta = { title: 'Screens/Sign up', ...portalScreen('/sign-up', { signedIn: false }) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { ...showsPage('/sign-up', 'Register'), globals: desktop };
export const Narrow: Story = { ...Desktop, globals: narrow };
