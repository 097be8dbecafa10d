// The service worker that stands in for the gateway in Storybook and in the story tests. Started
// once per page (.storybook/preview.tsx); each screen story then installs its own answers.
// mockServiceWorker.js is served from .storybook/public, which the portal's build never ships.
import type { HttpHandler } from 'msw';
import { setupWorker } from 'msw/browser';

const worker = setupWorker();
let started: Promise<unknown> | null = null;

/** Starts the worker (once); calls outside /api pass through untouched. */
export function startStoryGateway(): Promise<unknown> {
  started ??= worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
  return started;
}

/** Answers the gateway's calls with `handlers` (the first that matches wins) until the next story. */
export function answerWith(handlers: readonly HttpHandler[]): void {
  worker.resetHandlers(...handlers);
}
