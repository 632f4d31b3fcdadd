import { ApiError } from '@account/api-client';
import type { SupportForm } from './schema';

export type SupportFailure =
  | { kind: 'field'; field: keyof SupportForm; messageKey: string }
  | { kind: 'message'; messageKey: string };

const KEY = 'customerSupport.form';

/**
 * What the screen says about a refused send. Field refusals of the service land on their field;
 * everything else is the spec's `customerSupport.form.genericError` (section 8), and the form
 * keeps what was typed.
 */
export function supportFailure(error: unknown): SupportFailure {
  if (error instanceof ApiError) {
    if (error.errorKey === 'EMAIL_INVALID')
      return { kind: 'field', field: 'email', messageKey: `${KEY}.invalid.email` };
    if (error.errorKey === 'INVALID_SUPPORT_REQUEST' && error.detail === 'orderNumber')
      return { kind: 'field', field: 'orderNumber', messageKey: `${KEY}.invalid.orderNumber` };
    if (error.errorKey === 'INVALID_SUPPORT_REQUEST' && error.detail === 'message')
      return { kind: 'field', field: 'message', messageKey: `${KEY}.invalid.messageCharacters` };
    // Larger than the service takes at all: the message is what makes a request that large.
    if (error.status === 413)
      return { kind: 'field', field: 'message', messageKey: `${KEY}.invalid.messageLong` };
    if (error.status === 429) return { kind: 'message', messageKey: `${KEY}.tooMany` };
  }
  return { kind: 'message', messageKey: `${KEY}.genericError` };
}
