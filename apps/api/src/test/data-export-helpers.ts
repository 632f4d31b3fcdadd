import { CLIENT_ID, CLIENT_ID_HEADER } from '@account/contracts';
import type { TestApi } from './api-harness';
import { tokenOf, waitForMails } from './outbox';

type Cookies = Record<string, string>;

export const cookieHeader = (cookies: Cookies) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** Requests an export, lets the job and the outbox run, and returns the mailed link's token. */
export async function requestExportToken(
  api: TestApi,
  cookies: Cookies,
  email: string,
  count = 1,
): Promise<string> {
  const response = await api.request('POST', '/api/cs/user/data-export', { cookies });
  if (response.status !== 202) throw new Error(`Request failed: ${response.status}`);
  await api.drainDataExports();
  await api.drainOutbox();
  const [mail] = await waitForMails(api.database.db, email, 'data-export', count);
  return tokenOf(mail!);
}

/** The download as the profile page fetches it: the session's cookies and the client id. */
export function download(api: TestApi, cookies: Cookies, token: string): Promise<Response> {
  return fetch(
    `${api.baseUrl}/api/cs/user/data-export/download?token=${encodeURIComponent(token)}`,
    {
      headers: { cookie: cookieHeader(cookies), [CLIENT_ID_HEADER]: CLIENT_ID },
    },
  );
}
