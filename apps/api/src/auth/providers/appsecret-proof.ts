import { createHmac } from 'node:crypto';

/**
 * Facebook's proof that a Graph call comes from the app's server: HMAC-SHA256 of the access
 * token keyed with the app secret, hex. With "Require App Secret" on, calls without it fail.
 */
export function appsecretProof(accessToken: string, appSecret: string): string {
  return createHmac('sha256', appSecret).update(accessToken).digest('hex');
}
