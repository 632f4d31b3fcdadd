import { authConfigFrom } from '../../../auth/auth-config';
import { startTestApi, type TestApi } from '../../../test/api-harness';
import { insertCustomer } from '../../../test/customer-fixtures';
import { linkOf, tokenOf, waitForMails } from '../../../test/outbox';
import { dialects } from '../../../test/test-database';

const PASSWORD = 'Sonnenblumen-am-Rhein';

const fullAccount = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Erika',
  last_name: 'Musterfrau',
  street: 'Heidestraße',
  street_number: '17',
  zip_code: '51147',
  city: 'Köln',
  date_of_birth: '1964-08-12',
  email: 'erika.musterfrau@example.de',
  password: PASSWORD,
  newsletter_consent: true,
  ...overrides,
});

describe.each(dialects)(
  'POST user/create-account and user/create-light-account (%s)',
  (dialect) => {
    let api: TestApi;
    beforeAll(async () => {
      // More registrations than one address may make in an hour; throttling.test.ts covers the limit.
      const auth = { ...authConfigFrom({}, 'local'), recaptcha: { mode: 'off' as const } };
      api = await startTestApi(dialect, {
        config: {
          auth: {
            ...auth,
            throttling: {
              ...auth.throttling,
              accountCreationsPerIp: { limit: 100, windowMs: 60 * 60_000 },
            },
          },
        },
      });
      await insertCustomer(api.database.db, {
        email: 'ohne.passwort@example.de',
        customer_number: '10099999',
      });
    });
    afterAll(() => api.close());

    const create = (body: object, locale: 'de-DE' | 'de-AT' | 'de-CH' = 'de-DE') =>
      api.request('POST', '/api/cs/user/create-account', { body, locale });
    const createLight = (body: object, locale: 'de-DE' | 'de-AT' | 'de-CH' = 'de-CH') =>
      api.request('POST', '/api/cs/user/create-light-account', { body, locale });

    it('creates a full account, logs it in with a new customer number and mails a welcome', async () => {
      const response = await create(fullAccount());
      expect(response).toMatchObject({
        status: 200,
        body: {
          email: 'erika.musterfrau@example.de',
          customerType: 'FULL',
          user: { firstName: 'Erika', countryCode: 'DE', isLightUser: false },
        },
      });
      expect(response.body.user.customerNumber).toMatch(/^[4-9]\d{7}$/);
      expect(response.setCookies.av_access?.value).toBeTruthy();
      await waitForMails(api.database.db, 'erika.musterfrau@example.de', 'welcome');
      const login = await api.request('POST', '/api/cs/user/login', {
        body: {
          username: response.body.user.customerNumber,
          password: PASSWORD,
          stay_logged_in: false,
        },
      });
      expect(login.status).toBe(200);
      const addresses = await api.request('GET', '/api/cs/user/delivery-address', {
        cookies: { av_access: login.setCookies.av_access!.value },
      });
      expect(addresses.body.billingAddress).toMatchObject({
        street: 'Heidestraße',
        streetNumber: '17',
        zipCode: '51147',
        city: 'Köln',
        countryCode: 'DE',
      });
    });

    it('makes the registration address the preferred delivery address when the salutation was given, and keeps the salutation', async () => {
      const response = await create(
        fullAccount({
          email: 'mit.anrede@example.de',
          salutation: 'MS',
          address_addition: 'Hinterhaus',
        }),
      );
      expect(response.status).toBe(200);
      const cookies = { av_access: response.setCookies.av_access!.value };
      const addresses = await api.request('GET', '/api/cs/user/delivery-address', { cookies });
      expect(addresses.body.deliveryAddresses).toEqual([
        expect.objectContaining({
          salutation: 'MS',
          firstName: 'Erika',
          lastName: 'Musterfrau',
          street: 'Heidestraße',
          streetNumber: '17',
          addressAddition: 'Hinterhaus',
          zipCode: '51147',
          city: 'Köln',
          countryCode: 'DE',
          isDefault: true,
        }),
      ]);
      const details = await api.request('GET', '/api/cs/user/personal-details', { cookies });
      expect(details.body).toMatchObject({
        salutation: 'MS',
        deliveryAddress: expect.objectContaining({ street: 'Heidestraße' }),
      });
    });

    it('opens no delivery address without a salutation (a client that does not send one) and refuses an unknown one', async () => {
      const response = await create(fullAccount({ email: 'ohne.anrede@example.de' }));
      const cookies = { av_access: response.setCookies.av_access!.value };
      const addresses = await api.request('GET', '/api/cs/user/delivery-address', { cookies });
      expect(addresses.body.deliveryAddresses).toEqual([]);
      expect(
        (await create(fullAccount({ email: 'divers@example.de', salutation: 'DR' }))).status,
      ).toBe(400);
    });

    it.each([
      [{ first_name: 'Er1ka' }, 'INVALID_FIRST_NAME'],
      [{ last_name: '<b>' }, 'INVALID_LAST_NAME'],
      [{ street: '' }, 'INVALID_STREET'],
      [{ street_number: 'siebzehn' }, 'INVALID_STREET_NUMBER'],
      [{ zip_code: '5114' }, 'INVALID_ZIP_CODE'],
      [{ city: '#' }, 'INVALID_CITY'],
      [{ address_addition: '{x}' }, 'INVALID_ADDRESS_ADDITION'],
      [{ email: 'erika@' }, 'EMAIL_INVALID'],
    ])('answers the field error key and a German detail for %j', async (override, errorKey) => {
      const response = await create(fullAccount({ email: 'feld@example.de', ...override }));
      expect(response).toMatchObject({ status: 400, body: { errorKey } });
      expect(response.body.detail).toMatch(/^Bitte geben Sie/);
    });

    it.each([
      ['de-DE', 'Bitte geben Sie Ihre Straße ohne Sonderzeichen ein.'],
      ['de-AT', 'Bitte geben Sie Ihre Straße ohne Sonderzeichen ein.'],
      ['de-CH', 'Bitte geben Sie Ihre Strasse ohne Sonderzeichen ein.'],
    ] as const)(
      'names the street in the spelling of the %s shop (issue 33)',
      async (locale, detail) => {
        const response = await create(
          fullAccount({ email: 'strasse@example.de', street: '' }),
          locale,
        );
        expect(response).toMatchObject({
          status: 400,
          body: { errorKey: 'INVALID_STREET', detail },
        });
      },
    );

    it('takes the zip code rule of the shop country', async () => {
      expect(
        (await create(fullAccount({ zip_code: '1010', email: 'wien@example.at' }), 'de-AT')).status,
      ).toBe(200);
    });

    it('refuses customers under 18 and common passwords', async () => {
      const young = await create(
        fullAccount({
          email: 'jung@example.de',
          date_of_birth: `${new Date().getFullYear() - 17}-01-01`,
        }),
      );
      expect(young).toMatchObject({ status: 400, body: { errorKey: 'BAD_REQUEST' } });
      expect(
        await create(fullAccount({ email: 'einfach@example.de', password: 'iloveyou' })),
      ).toMatchObject({
        status: 400,
        body: { errorKey: 'PASSWORD_TOO_COMMON' },
      });
    });

    it('answers DUPLICATE_ACCOUNT for an e-mail with a password and EMAIL_ALREADY_EXISTS for one without', async () => {
      expect(await create(fullAccount({ email: 'MAX.mustermann@example.de' }))).toMatchObject({
        status: 409,
        body: { errorKey: 'DUPLICATE_ACCOUNT' },
      });
      expect(await create(fullAccount({ email: 'ohne.passwort@example.de' }))).toMatchObject({
        status: 409,
        body: { errorKey: 'EMAIL_ALREADY_EXISTS' },
      });
    });

    it('creates an account without password and mails a set-password link for the new account', async () => {
      const response = await create(
        fullAccount({ email: 'spaeter@example.de', password: undefined }),
      );
      expect(response).toMatchObject({ status: 200, body: { user: null } });
      expect(response.setCookies).toEqual({});
      const token = tokenOf(
        (await waitForMails(api.database.db, 'spaeter@example.de', 'set-password'))[0]!,
      );
      const set = await api.request('POST', '/api/cs/user/set-password', {
        body: { token, password: PASSWORD },
      });
      expect(set).toMatchObject({
        status: 200,
        body: { reason: 'NEW_ACCOUNT', origin: 'createAccount' },
      });
    });

    describe('light account', () => {
      it('creates a light account without password and mails the double opt-in link to the Swiss shop', async () => {
        const response = await createLight({
          first_name: 'Nora',
          last_name: 'Keller',
          email: 'nora.keller@example.ch',
          newsletter_consent: false,
        });
        expect(response).toMatchObject({
          status: 200,
          body: { customerType: 'LIGHT', user: null },
        });
        const mail = (
          await waitForMails(api.database.db, 'nora.keller@example.ch', 'account-activation')
        )[0]!;
        expect(mail.text).not.toContain('ß');
        expect(mail.text).toContain('24 Stunden');
        const link = linkOf(mail);
        expect(`${link.origin}${link.pathname}`).toBe(
          'http://ch.localhost:3000/light-user-set-password',
        );
        expect(link.searchParams.get('username')).toBe('nora.keller@example.ch');

        const check = await api.request(
          'GET',
          '/api/cs/user/check-username?username=nora.keller@example.ch',
          { locale: 'de-CH' },
        );
        expect(check).toMatchObject({
          status: 409,
          body: { errorKey: 'LIGHT_USER_NO_CREDENTIALS' },
        });
        expect(
          await api.request(
            'GET',
            '/api/cs/user/light-users/activation?username=nora.keller@example.ch&origin=accountLightAccount',
          ),
        ).toMatchObject({
          status: 200,
          body: { passwordRequired: true },
        });
        // The shop names the flows with spec section 9's prefix VIS_; both spellings are read.
        for (const origin of ['VIS_accountLightAccount', 'VIS_checkoutLightAccount'])
          expect(
            await api.request(
              'GET',
              `/api/cs/user/light-users/activation?username=nora.keller@example.ch&origin=${origin}`,
            ),
          ).toMatchObject({ status: 200, body: { passwordRequired: true } });
        expect(
          await api.request(
            'GET',
            '/api/cs/user/light-users/activation?username=nora.keller@example.ch&origin=VIS_unknown',
          ),
        ).toMatchObject({ status: 400 });
      });

      it('activates by setting the password with the newest link, once, and logs in', async () => {
        await createLight({
          first_name: 'Gian',
          last_name: 'Brunner',
          email: 'gian.brunner@example.ch',
        });
        const first = tokenOf(
          (
            await waitForMails(api.database.db, 'gian.brunner@example.ch', 'account-activation')
          )[0]!,
        );
        expect(
          await api.request('POST', '/api/cs/user/light-users/resend-activation-email', {
            body: { username: 'gian.brunner@example.ch' },
          }),
        ).toMatchObject({ status: 200 });
        const newest = tokenOf(
          (
            await waitForMails(api.database.db, 'gian.brunner@example.ch', 'account-activation', 2)
          )[0]!,
        );
        const setLight = (token: string) =>
          api.request('POST', '/api/cs/user/light-users/set-password', {
            body: { token, password: PASSWORD },
            locale: 'de-CH',
          });
        expect((await setLight(first)).status).toBe(410);
        expect(await setLight(newest)).toMatchObject({
          status: 200,
          body: {
            reason: 'NEW_ACCOUNT',
            origin: 'accountLightAccount',
            // The password just set counts at once: the account is no longer one without.
            user: { isLightUser: true, isHelloUser: false, countryCode: 'CH' },
          },
        });
        expect((await setLight(newest)).status).toBe(410);
        expect(
          await api.request(
            'GET',
            '/api/cs/user/light-users/activation?username=gian.brunner@example.ch',
          ),
        ).toMatchObject({ body: { passwordRequired: false } });
        const login = await api.request('POST', '/api/cs/user/login', {
          body: { username: 'gian.brunner@example.ch', password: PASSWORD, stay_logged_in: false },
          locale: 'de-CH',
        });
        expect(login).toMatchObject({ status: 200, body: { isLightUser: true } });
      });

      it('lets the double opt-in link expire after 24 hours', async () => {
        await createLight({ first_name: 'Ueli', last_name: 'Frei', email: 'ueli.frei@example.ch' });
        const token = tokenOf(
          (await waitForMails(api.database.db, 'ueli.frei@example.ch', 'account-activation'))[0]!,
        );
        const row = await api.database.db
          .selectFrom('one_time_tokens')
          .select(['created_at', 'expires_at'])
          .orderBy('created_at', 'desc')
          .executeTakeFirstOrThrow();
        expect(row.expires_at - row.created_at).toBe(24 * 60 * 60 * 1000);
        await api.database.db
          .updateTable('one_time_tokens')
          .set({ expires_at: Date.now() - 1 })
          .where('purpose', '=', 'account-activation')
          .execute();
        expect(
          (
            await api.request('POST', '/api/cs/user/light-users/set-password', {
              body: { token, password: PASSWORD },
            })
          ).status,
        ).toBe(410);
      });

      it('answers the resend call alike for unknown addresses and sends nothing', async () => {
        expect(
          await api.request('POST', '/api/cs/user/light-users/resend-activation-email', {
            body: { username: 'unbekannt@example.ch' },
          }),
        ).toMatchObject({
          status: 200,
          body: {},
        });
      });

      it('refuses names with special characters, an existing e-mail and unknown activations', async () => {
        expect(
          await createLight({ first_name: '§', last_name: 'X', email: 'x@example.ch' }),
        ).toMatchObject({ status: 400, body: { errorKey: 'INVALID_FIRST_NAME' } });
        expect(
          await createLight({
            first_name: 'Luca',
            last_name: 'Meier',
            email: 'luca.meier@example.ch',
          }),
        ).toMatchObject({
          status: 409,
          body: { errorKey: 'DUPLICATE_ACCOUNT' },
        });
        expect(
          (
            await api.request(
              'GET',
              '/api/cs/user/light-users/activation?username=max.mustermann@example.de',
            )
          ).status,
        ).toBe(404);
        expect((await api.request('GET', '/api/cs/user/light-users/activation')).status).toBe(400);
      });
    });
  },
);
