import type {
  ActiveSessionsResponse,
  EndOtherSessionsResponse,
  LoginHistoryResponse,
} from '@account/contracts';
import { request } from '../request';

/** Security centre (issue 25): the customer's live sessions, the calling one marked. */
export function getActiveSessions(): Promise<ActiveSessionsResponse> {
  return request('customer', 'user/security/sessions');
}

/** Ends one session; its next call answers 401. */
export async function endSessionById(id: string): Promise<void> {
  await request('customer', `user/security/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

/** Ends every session but the calling one. */
export function endOtherSessions(): Promise<EndOtherSessionsResponse> {
  return request('customer', 'user/security/sessions/end-others', { method: 'POST' });
}

/** The last 20 logins and failed attempts, newest first. */
export function getLoginHistory(): Promise<LoginHistoryResponse> {
  return request('customer', 'user/security/login-history');
}
