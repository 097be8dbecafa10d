// What a screen story needs to draw a page exactly as a customer sees it: the app's own route
// table (frame, guard, loaders and lazy route modules included) in a memory router at the story's
// URL, the app's jotai store with the session started the way sign-in starts it, the gateway
// answered by MSW at the network (gateway.ts), and the clock pinned (clock.ts). Stories name a URL
// and, where they show another state, the gateway answers that produce it; nothing inside the
// features is imported, so the stories follow the app through any refactor of its data code.
import type { Decorator, Meta, Parameters, StoryContext } from '@storybook/react-vite';
import { Provider } from 'jotai';
import type { HttpHandler } from 'msw';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';

import { routes } from '../app/router';
import { configureGateway } from '../shared/api/client';
import { configureAccountData } from '../shared/data/account';
import { clearSession, mobileNumberAtom, startSession, tokenAtom } from '../shared/session/session';
import { store } from '../shared/store';

import { pinClock } from './clock';
import { LEAD_ID, MOBILE_NUMBER, STORY_NOW } from './fixtures';
import { demoGateway } from './gateway';
import { answerWith, startStoryGateway } from './worker';

/** What a screen story sets in `parameters`. */
export interface ScreenParameters {
  /** The address the customer opened (path and query). */
  url: string;
  /**
   * Answers put in front of the demo customer's (`demoGateway`): a loading, empty or failed read.
   * Named as msw-storybook-addon names them; its presence is what starts the worker (preview.tsx).
   */
  msw: { handlers: readonly HttpHandler[] };
  /** False for a visitor (the public pages, or the guard's redirect). Default: signed in. */
  signedIn?: boolean;
}

function PortalAt({ url }: { url: string }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [url] }));
  useEffect(() => () => router.dispose(), [router]);
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}

function screenParameters(context: StoryContext): ScreenParameters {
  return context.parameters as unknown as ScreenParameters;
}

/**
 * Before each story: the clock pinned, the gateway's answers installed, the store emptied and the
 * demo customer signed in (as sign-in does: startSession). Undone after the story.
 */
async function prepareScreen(context: StoryContext): Promise<() => void> {
  await startStoryGateway();
  const { msw, signedIn = true } = screenParameters(context);
  const restoreClock = pinClock(STORY_NOW);
  answerWith([...msw.handlers, ...demoGateway]);
  // A fresh tab: nothing a story before left in the tab's storage (a payment link's hash, a
  // remembered number) reaches this one.
  window.sessionStorage.clear();
  window.localStorage.clear();
  clearSession();
  // main.tsx's wiring, without the renewal: a story's credential never expires.
  configureGateway({ getToken: () => store.get(tokenAtom) });
  configureAccountData(() => store.get(mobileNumberAtom));
  if (signedIn) {
    startSession({
      mobileNumber: MOBILE_NUMBER,
      token: 'story-access-credential',
      refreshToken: 'story-refresh-credential',
      expiresIn: 3600,
      profileName: 'Ama Mensah',
      leadId: LEAD_ID,
    });
  }
  return () => {
    clearSession();
    answerWith([]);
    restoreClock();
  };
}

const renderPortal: Decorator = (_Story, context) => <PortalAt url={screenParameters(context).url} />;

/**
 * What a screen story file's meta spreads in (`{ title, ...portalScreen(url) } satisfies Meta`;
 * Storybook's indexer reads the title from the literal). `url` is the route the file is about;
 * each story may name another (`parameters: { url }`).
 */
export function portalScreen(url: string, parameters: Parameters = {}) {
  return {
    decorators: [renderPortal],
    beforeEach: prepareScreen,
    parameters: { url, msw: { handlers: [] }, ...parameters },
  } satisfies Meta;
}

/** The page's main heading, once the page has drawn it with the data that names it. */
export async function findHeading(canvasElement: HTMLElement, name: string | RegExp): Promise<HTMLElement> {
  const heading = await within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 10_000 });
  await expect(heading).toBeVisible();
  return heading;
}

/**
 * Waits until no spinner of the frame or a list is left on the page: a progress bar without a
 * value (a goal's progress has one, and stays).
 */
export async function settled(canvasElement: HTMLElement): Promise<void> {
  const spinners = () =>
    within(canvasElement)
      .queryAllByRole('progressbar')
      .filter((bar) => !bar.hasAttribute('aria-valuenow'));
  await waitFor(() => expect(spinners()).toHaveLength(0), { timeout: 10_000 });
}

/** The story globals of the 360 px phone and the 1280 px desktop (.storybook/viewports.ts). */
export const narrow = { viewport: { value: 'narrow', isRotated: false } } as const;
export const desktop = { viewport: { value: 'desktop', isRotated: false } } as const;

/**
 * A story of the page at `url` showing its `heading` and, once nothing is loading, each of
 * `texts` (data the page drew from the gateway's answers). Spread into a story with its globals.
 */
export function showsPage(url: string, heading: string | RegExp, texts: readonly (string | RegExp)[] = []) {
  return {
    parameters: { url },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await findHeading(canvasElement, heading);
      await settled(canvasElement);
      for (const text of texts) {
        const [first] = within(canvasElement).getAllByText(text);
        await expect(first).toBeVisible();
      }
    },
  };
}
