import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { Database, NewCustomer } from '../db/schema';
import type { TestApi } from './api-harness';
import { insertCustomer } from './customer-fixtures';

export const PROFILE_PASSWORD = 'Kastanien-im-Oktober';

/** A full account with a password of its own, so a suite can change it without touching the demo customers. */
export async function insertCustomerWithPassword(
  db: Kysely<Database>,
  overrides: Partial<NewCustomer> & Pick<NewCustomer, 'email' | 'customer_number'>,
): Promise<{ id: string }> {
  return insertCustomer(db, { password_hash: await hashPassword(PROFILE_PASSWORD), ...overrides });
}

/** Logs in with the fixture password and returns the cookies a browser would now hold. */
export async function loginWithPassword(
  api: TestApi,
  username: string,
  password = PROFILE_PASSWORD,
): Promise<{ av_access: string; av_refresh: string }> {
  const response = await api.request('POST', '/api/cs/user/login', {
    body: { username, password, stay_logged_in: false },
  });
  const access = response.setCookies.av_access?.value;
  const refresh = response.setCookies.av_refresh?.value;
  if (response.status !== 200 || !access || !refresh)
    throw new Error(`Login as ${username} failed: ${response.status}`);
  return { av_access: access, av_refresh: refresh };
}
