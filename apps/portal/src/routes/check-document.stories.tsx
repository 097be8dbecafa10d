// The public check of a receipt's or statement's verification code, at /check-document.
import type { Meta, StoryObj } from '@storybook/react-vite';

import { pinned } from '../../../../.storybook/modes';
import { desktop, narrow, portalScreen, showsPage } from '../testing/screen';

const meta = {
  title: 'Screens/Check a document',
  ...portalScreen('/check-document', { signedIn: false }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = pinned({
  ...showsPage('/check-document', 'Check a document'),
  globals: desktop,
});
export const Narrow: Story = pinned({ ...Desktop, globals: narrow });
