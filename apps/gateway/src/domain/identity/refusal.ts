// A business rule said no: the HTTP layer answers 200 with isSuccess false and this message,
// which is written for the customer to read.
export class Refusal extends Error {
  override name = 'Refusal';
}

/** The caller is not the owner of what it names (HTTP 403). */
export class NotYours extends Error {
  override name = 'NotYours';
  constructor(message = 'You can only see or change your own profile.') {
    super(message);
  }
}

/** No valid credential (HTTP 401). */
export class Unauthenticated extends Error {
  override name = 'Unauthenticated';
  constructor(message = 'Please sign in again.') {
    super(message);
  }
}
