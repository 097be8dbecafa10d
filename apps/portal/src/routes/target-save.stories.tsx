// Target Save: the goals (/target-save), one goal (/view-target-save?account=…), funding it,
// editing it and creating one, drawn by the portal for the demo customer, with the goals' list
// loading, empty and failed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../.storybook/modes';
import { http, ok, pending, unavailable } from '../testing/gateway';
import { desktop, findHeading, narrow, portalScreen, showsPage } from '../testing/screen';

const goal = '2000000002';
const meta = { title: 'Screens/Target save', ...portalScreen('/target-save') } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = pinned({
  ...showsPage('/target-save', 'Target Save', ['School fees', 'Our wedding']),
  globals: desktop,
});
export const Narrow: Story = pinned({ ...Desktop, globals: narrow });

/** The goals have not arrived: the page waits for them (the progress bar shows). */
export const Loading: Story = pinned({
  globals: narrow,
  parameters: { msw: { handlers: [pending('get', '/api/investment/customer-goals/{customerNumber}')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeVisible();
  },
});

/** No goal yet. */
export const Empty: Story = pinned({
  ...showsPage('/target-save', 'Target Save'),
  globals: narrow,
  parameters: {
    url: '/target-save',
    msw: {
      handlers: [
        http.get('/api/investment/customer-goals/{customerNumber}', ({ response }) =>
          response(200).json(ok([])),
        ),
      ],
    },
  },
});

/** The goals could not be read. */
export const Error: Story = pinned({
  ...showsPage('/target-save', 'Target Save', [/went wrong|unavailable/i]),
  globals: narrow,
  parameters: {
    url: '/target-save',
    msw: { handlers: [unavailable('get', '/api/investment/customer-goals/{customerNumber}')] },
  },
});

/** The main flow: from the list, open a goal. */
export const OpenGoal: Story = pinned({
  globals: desktop,
  play: async ({ canvasElement }) => {
    await findHeading(canvasElement, 'Target Save');
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^School fees/ }));
    await findHeading(canvasElement, 'School fees');
  },
});

export const Goal: Story = pinned({
  ...showsPage(`/view-target-save?account=${goal}`, 'School fees'),
  globals: desktop,
});
export const GoalNarrow: Story = pinned({ ...Goal, globals: narrow });

export const FundGoal: Story = pinned({
  ...showsPage(`/fund-target-save?account=${goal}`, 'Fund Account'),
  globals: desktop,
});
export const FundGoalNarrow: Story = pinned({ ...FundGoal, globals: narrow });

export const EditGoal: Story = pinned({
  ...showsPage(`/edit-target-save?account=${goal}`, 'Edit Goal'),
  globals: desktop,
});
export const EditGoalNarrow: Story = pinned({ ...EditGoal, globals: narrow });

export const CreateGoal: Story = pinned({
  ...showsPage('/create-target-save', 'Create Target Savings'),
  globals: desktop,
});
export const CreateGoalNarrow: Story = pinned({ ...CreateGoal, globals: narrow });
