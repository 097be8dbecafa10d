// The public check of a receipt's or statement's verification code, at /check-document.
import type { Meta, StoryObj } from '@storybook/react-vite';

import { desktop, narrow, portalScreen, showsPage } from '../testing/screen';

const meta = {
  title: 'Screens/Check a document',
  ...portalScreen('/check-document', { signedIn: false }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { ...showsPage('/check-document', 'Check a document'), globals: desktop };
export const Narrow: Story = { ...Desktop, globals: narrow };
