// The mocked gateway of the screen stories: each story hands its screen the answers a customer
// could get (after a short wait, or never, to hold the screen in its loading state), so every state
// renders without a server. Answers follow the contract's envelope: isSuccess and displayMessage.

/** A gateway answer as the screens read it. */
export interface Answer<T = undefined> {
  isSuccess: boolean;
  displayMessage: string;
  result?: T;
}

/** Answers `value` after a network-like pause (short, so the story tests stay quick). */
export function reply<T>(value: Answer<T>, ms = 150): () => Promise<Answer<T>> {
  return () => new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

/** Never answers: the screen stays in its loading state (what a slow network shows). */
export function pending<T = undefined>(): () => Promise<Answer<T>> {
  return () => new Promise<Answer<T>>(() => undefined);
}

export const ok = <T = undefined>(result?: T, displayMessage = ''): Answer<T> => ({
  isSuccess: true,
  displayMessage,
  result,
});

export const failure = (displayMessage: string): Answer<never> => ({ isSuccess: false, displayMessage });
