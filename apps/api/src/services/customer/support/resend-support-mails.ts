import type { FastifyBaseLogger } from 'fastify';
import { findCustomerById } from '../../../domain/customer/customers';
import {
  claimUnsentSupportMails,
  toSupportRequest,
  type ResendRules,
} from '../../../domain/customer/support/support-requests';
import type { ServiceOptions } from '../../../service-options';
import { sendSupportMails, type SupportMail } from './support-mails';

const MINUTE = 60_000;

/** A minute for the first send, then up to five more tries, each claim holding five minutes. */
export const resendRules: ResendRules = {
  settleMs: MINUTE,
  claimMs: 5 * MINUTE,
  maxAttempts: 5,
  limit: 20,
};

/** One round: sends the mails of support requests that failed before; returns how many requests it took. */
export async function resendSupportMails(
  options: ServiceOptions,
  log: FastifyBaseLogger,
  now = Date.now(),
  rules = resendRules,
): Promise<number> {
  const claimed = await claimUnsentSupportMails(options.db, rules, now);
  for (const row of claimed) {
    const customer = await findCustomerById(options.db, row.customer_id);
    if (!customer) continue;
    const missing: SupportMail[] = [];
    if (row.service_mailed_at === null) missing.push('service');
    if (row.confirmation_mailed_at === null) missing.push('confirmation');
    await sendSupportMails(options, log, toSupportRequest(row), customer, missing);
  }
  return claimed.length;
}

/** Runs a round every minute while the API runs; a round never overlaps the next. */
export function scheduleSupportMailResend(
  options: ServiceOptions,
  log: FastifyBaseLogger,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    resendSupportMails(options, log)
      .catch((error: unknown) => log.error({ err: error }, 'Resending support mails failed'))
      .finally(() => {
        running = false;
      });
  }, MINUTE);
  timer.unref();
  return () => clearInterval(timer);
}
