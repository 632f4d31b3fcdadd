import type { LoginMethod } from '@account/contracts';
import { Counter } from 'prom-client';

/**
 * How a login ended: a session opened (any way in), or a password login refused for wrong
 * credentials (unknown account, no password, wrong password: one outcome, as for the caller),
 * because its account or address had too many failures, or with the right password in another
 * country's shop. The attempts the security centre's login history records, and the refusals
 * before it.
 */
export type LoginOutcome = 'succeeded' | 'wrong_credentials' | 'throttled' | 'wrong_shop';

const logins = new Counter({
  name: 'account_api_logins_total',
  help: 'Login attempts by method (PASSWORD, MAGIC_LINK, SOCIAL, PASSKEY, …) and outcome.',
  labelNames: ['method', 'outcome'] as const,
});

export function countLogin(method: LoginMethod, outcome: LoginOutcome): void {
  logins.inc({ method, outcome });
}
