// The customer's favourites at /favorites, drawn by the portal for the demo customer.
import type { Meta, StoryObj } from '@storybook/react-vite';

import { pinned } from '../../../../.storybook/modes';
import { http, ok } from '../testing/gateway';
import { desktop, narrow, portalScreen, showsPage } from '../testing/screen';

const meta = { title: 'Screens/Favourites', ...portalScreen('/favorites') } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = pinned({
  ...showsPage('/favorites', 'Favourites', ['Kofi Boateng', 'Yaw Owusu']),
  globals: desktop,
});
export const Narrow: Story = pinned({ ...Desktop, globals: narrow });

/** None saved yet. */
export const Empty: Story = pinned({
  ...showsPage('/favorites', 'Favourites'),
  globals: narrow,
  parameters: {
    url: '/favorites',
    msw: {
      handlers: [
        http.get('/api/favourite-service/favourites/{customerNumber}', ({ response }) =>
          response(200).json(ok([])),
        ),
      ],
    },
  },
});
