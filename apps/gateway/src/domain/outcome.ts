// What a domain operation answers when the customer is to read a message with its result: a
// success (with the result) or a refusal (no result). It has the shape of the contract's
// envelope on purpose, so http/ sends it as it is; the domain never chooses a status code.
export interface Outcome<T> {
  isSuccess: boolean;
  displayMessage: string;
  result: T | null;
}

export function ok<T>(result: T, displayMessage = 'Successful'): Outcome<T> {
  return { isSuccess: true, displayMessage, result };
}

/** A business refusal: isSuccess false with a message the customer can read. */
export function refused(displayMessage: string): Outcome<never> {
  return { isSuccess: false, displayMessage, result: null };
}
