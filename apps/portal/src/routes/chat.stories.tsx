// The assistant at /chat/ai, drawn by the portal for the demo customer.
import type { Meta, StoryObj } from '@storybook/react-vite';

import { pinned } from '../../../../.storybook/modes';
import { desktop, narrow, portalScreen, showsPage } from '../testing/screen';

const meta = { title: 'Screens/Chat', ...portalScreen('/chat/ai') } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = pinned({ ...showsPage('/chat/ai', 'Chat'), globals: desktop });
export const Narrow: Story = pinned({ ...Desktop, globals: narrow });
