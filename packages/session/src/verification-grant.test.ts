/** @jest-environment jsdom */
import {
  forgetVerificationGrant,
  rememberVerificationGrant,
  verificationGrant,
} from './verification-grant';

beforeEach(() => sessionStorage.clear());

it('hands the grant back while it lives', () => {
  rememberVerificationGrant('g1', 1_000);
  expect(verificationGrant(1_000 + 14 * 60_000)).toBe('g1');
});

it('drops it after 15 minutes', () => {
  rememberVerificationGrant('g1', 1_000);
  expect(verificationGrant(1_000 + 15 * 60_000)).toBeNull();
});

it('forgets it', () => {
  rememberVerificationGrant('g1');
  forgetVerificationGrant();
  expect(verificationGrant()).toBeNull();
});
