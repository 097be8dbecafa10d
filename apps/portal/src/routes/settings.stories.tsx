// The settings pages, each at its own address and drawn by the portal for the demo customer:
// the menu, account settings and information, security (sessions, PIN, e-mail) and support.
import type { Meta, StoryObj } from '@storybook/react-vite';

import { pinned } from '../../../../.storybook/modes';
import { desktop, narrow, portalScreen, showsPage } from '../testing/screen';

const meta = { title: 'Screens/Settings', ...portalScreen('/settings') } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = pinned({ ...showsPage('/settings', 'Settings'), globals: desktop });
export const Narrow: Story = pinned({ ...Desktop, globals: narrow });

export const AccountSettings: Story = pinned({
  ...showsPage('/settings/account', 'Account Settings'),
  globals: desktop,
});
export const AccountSettingsNarrow: Story = pinned({ ...AccountSettings, globals: narrow });

export const AccountInformation: Story = pinned({
  ...showsPage('/account-details', 'Account Information', ['1001234567']),
  globals: desktop,
});
export const AccountInformationNarrow: Story = pinned({ ...AccountInformation, globals: narrow });

export const Security: Story = pinned({ ...showsPage('/settings/security', 'Security'), globals: desktop });
export const SecurityNarrow: Story = pinned({ ...Security, globals: narrow });

export const ChangePin: Story = pinned({
  ...showsPage('/settings/change-pin', 'Change Pin'),
  globals: desktop,
});
export const ChangePinNarrow: Story = pinned({ ...ChangePin, globals: narrow });

export const ChangeEmail: Story = pinned({
  ...showsPage('/settings/change-email', 'Change E-mail'),
  globals: desktop,
});
export const ChangeEmailNarrow: Story = pinned({ ...ChangeEmail, globals: narrow });

export const Support: Story = pinned({ ...showsPage('/settings/support', 'Support'), globals: desktop });
export const SupportNarrow: Story = pinned({ ...Support, globals: narrow });
