import type { CountryCode, ErrorKey } from '@account/contracts';

/**
 * What domain code throws when a rule refuses: what kind of refusal it is and the spec's error
 * key, never an HTTP status. http/error-handling.ts answers every one, in one place.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: 'invalid' | 'not-found' | 'conflict' | 'not-allowed' | 'gone';

  constructor(
    readonly errorKey: ErrorKey,
    readonly detail?: string,
  ) {
    super(errorKey);
  }
}

/** The input breaks a rule (a field, a cursor, an item asked for twice). */
export class InvalidInput extends DomainError {
  readonly kind = 'invalid';
  constructor(errorKey: ErrorKey = 'BAD_REQUEST', detail?: string) {
    super(errorKey, detail);
  }
}

/** Nothing of that id for this customer: someone else's is not found either. */
export class NotFound extends DomainError {
  readonly kind = 'not-found';
  constructor(errorKey: ErrorKey = 'NOT_FOUND') {
    super(errorKey);
  }
}

/** The request is fine but the state refuses it (sold out, already cancelled, the address limit). */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
}

/**
 * This account may not do it: the proof was wrong, or the account belongs to another country's
 * shop (spec section 6), which the answer names so the client can send the customer there.
 */
export class NotAllowed extends DomainError {
  readonly kind = 'not-allowed';
  constructor(
    errorKey: ErrorKey = 'NOT_AUTHORIZED',
    readonly customerCountryCode?: CountryCode,
  ) {
    super(errorKey);
  }
}

/** A mailed link or handed-out token that is used up, expired or was never ours. */
export class Gone extends DomainError {
  readonly kind = 'gone';
  constructor() {
    super('TOKEN_INVALID');
  }
}
