import { CreateAccountRequest, LoginRequest, SocialLoginRequest } from '@account/contracts';
import { toSnakeCase } from './case';
import type {
  CreateAccountInput,
  LoginInput,
  SocialLoginInput,
} from '@account/api-client/customer';

describe('input types derived from the contracts schemas', () => {
  it('turn into exactly the payloads the services check', () => {
    const account: CreateAccountInput = {
      firstName: 'Erika',
      lastName: 'Musterfrau',
      street: 'Heidestraße',
      streetNumber: '17',
      zipCode: '51147',
      city: 'Köln',
      dateOfBirth: '1964-08-12',
      email: 'erika@example.de',
      newsletterConsent: false,
    };
    const { recaptchaToken: _, ...login }: LoginInput = {
      username: '10012345',
      password: 'x',
      stayLoggedIn: true,
      recaptchaToken: 't',
    };
    const social: SocialLoginInput = {
      provider: 'GOOGLE',
      code: 'c',
      codeVerifier: 'v'.repeat(43),
      redirectUri: 'http://de.localhost:3000/login/social/google',
      nonce: 'n'.repeat(16),
    };
    expect(CreateAccountRequest.strict().safeParse(toSnakeCase(account)).success).toBe(true);
    expect(LoginRequest.strict().safeParse(toSnakeCase(login)).success).toBe(true);
    expect(SocialLoginRequest.strict().safeParse(toSnakeCase(social)).success).toBe(true);
  });
});

describe('verbatim body keys', () => {
  it("send a standard's JSON as it is while the rest goes snake_case", () => {
    const response = { rawId: 'a', response: { clientDataJSON: 'b' } };
    expect(toSnakeCase({ stayLoggedIn: true, response }, ['response'])).toEqual({
      stay_logged_in: true,
      response,
    });
  });
});
