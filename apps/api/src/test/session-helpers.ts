import type { Locale } from '@account/contracts';
import { hashToken } from '../domain/tokens/tokens';
import { DEMO_PASSWORD } from '../seed/demo-customers';
import type { TestApi } from './api-harness';

export const MAX = { email: 'max.mustermann@example.de', customerNumber: '10012345' } as const;

/** Logs a demo customer in and returns the session cookies a browser would now hold. */
export async function loginAs(
  api: TestApi,
  username: string,
  { stayLoggedIn = false, locale = 'de-DE' }: { stayLoggedIn?: boolean; locale?: Locale } = {},
): Promise<{ av_access: string; av_refresh: string }> {
  const response = await api.request('POST', '/api/cs/user/login', {
    body: { username, password: DEMO_PASSWORD, stay_logged_in: stayLoggedIn },
    locale,
  });
  const access = response.setCookies.av_access?.value;
  const refresh = response.setCookies.av_refresh?.value;
  if (response.status !== 200 || !access || !refresh) {
    throw new Error(
      `Login as ${username} failed: ${response.status} ${JSON.stringify(response.body)}`,
    );
  }
  return { av_access: access, av_refresh: refresh };
}

/**
 * Moves the last authentication of the session behind an access token into the past, as if its
 * login (or last step-up) was `minutes` ago; the session itself stays live.
 */
export async function ageAuthentication(
  api: TestApi,
  accessToken: string,
  minutes: number,
): Promise<void> {
  await api.database.db
    .updateTable('sessions')
    .set({ authenticated_at: Date.now() - minutes * 60_000 })
    .where('access_token_hash', '=', hashToken(accessToken))
    .execute();
}
