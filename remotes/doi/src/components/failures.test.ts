import { ApiError } from '@account/api-client';
import { emailLinkFailure, linkFailure } from './failures';

it('tells a dead link (410) from every other failure', () => {
  expect(linkFailure(new ApiError('REJECTED', 410, 'TOKEN_INVALID'))).toBe('expired');
  expect(linkFailure(new ApiError('REJECTED', 400, 'BAD_REQUEST'))).toBe('failed');
  expect(linkFailure(new ApiError('CONNECTION', null, null))).toBe('failed');
  expect(linkFailure(new Error('anything'))).toBe('failed');
});

it('tells an address taken by another account apart on the e-mail-change pages', () => {
  expect(emailLinkFailure(new ApiError('UNKNOWN', 400, 'EMAIL_ALREADY_EXISTS'))).toBe('taken');
  expect(emailLinkFailure(new ApiError('UNKNOWN', 410, 'TOKEN_INVALID'))).toBe('expired');
  expect(emailLinkFailure(new ApiError('UNKNOWN', 400, 'BAD_REQUEST'))).toBe('failed');
});
