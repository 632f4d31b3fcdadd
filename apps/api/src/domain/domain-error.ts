import type { ErrorKey } from '@account/contracts';

/**
 * What domain code throws when a rule refuses: what kind of refusal it is and the spec's error
 * key, never an HTTP status. http/error-handling.ts answers every one, in one place.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: 'invalid' | 'not-found' | 'conflict';

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
  constructor() {
    super('NOT_FOUND');
  }
}

/** The request is fine but the state refuses it (sold out, already cancelled, the address limit). */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
}
