import { paths } from '@account/contracts';
import type { Kysely } from 'kysely';
import { issueOneTimeToken } from '../tokens/one-time-tokens';
import type { Config } from '../../config';
import { inTransaction } from '../../db/in-transaction';
import type { Database } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { shopLink } from '../../mail/shop-link';
import { startPollingWorker, type PollingWorker, type WorkerLog } from '../../jobs/polling-worker';
import {
  claimNextExportRequest,
  markExportMailed,
  noteExportFailed,
  type ClaimedExportRequest,
} from './export-requests';
import { dataExportMailText } from './mail-text';

/** A claim lost to another worker: the transaction rolls back, so no second link is mailed. */
class ClaimLost extends Error {}

/**
 * Mails the link of one request: the single-use token, the mail in the outbox and the request
 * marked mailed commit together, so a failure leaves neither a link without mail nor a mail
 * without link. The file itself is assembled at download (export-archive.ts), from the data as
 * it is then, and never rests anywhere.
 */
async function mailExportLink(
  db: Kysely<Database>,
  config: Config,
  claimed: ClaimedExportRequest,
  now: number,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const customer = await trx
      .selectFrom('customers')
      .select(['email', 'first_name', 'last_name', 'erased_at'])
      .where('id', '=', claimed.customerId)
      .executeTakeFirstOrThrow();
    if (customer.erased_at !== null) throw new Error('The account was deleted');
    const token = await issueOneTimeToken(trx, claimed.customerId, 'data-export', {
      requestId: claimed.id,
    });
    const link = shopLink(config, claimed.locale, paths.profile.dataExport(), { token });
    const { subject, text } = dataExportMailText(
      claimed.locale,
      { firstName: customer.first_name, lastName: customer.last_name },
      link,
    );
    await enqueueMail(trx, { to: customer.email, subject, text, kind: 'data-export' }, { now });
    if (!(await markExportMailed(trx, claimed, now))) throw new ClaimLost();
  });
}

/**
 * The data export job: claims due requests one at a time and mails their links, retried with
 * the outbox's back-off. `mailed` wakes the outbox so the mail leaves at once.
 */
export function startDataExportWorker({
  db,
  config,
  log,
  mailed,
  now = Date.now,
}: {
  db: Kysely<Database>;
  config: Config;
  log: WorkerLog;
  mailed: () => void;
  now?: () => number;
}): PollingWorker {
  const rules = config.mailOutbox;
  async function mailDueLinks(stopped: () => boolean): Promise<void> {
    while (!stopped()) {
      const claimed = await claimNextExportRequest(db, rules, now());
      if (!claimed) return;
      try {
        await mailExportLink(db, config, claimed, now());
        mailed();
      } catch (error) {
        if (error instanceof ClaimLost) {
          log.warn({}, 'A data export request had lost its claim to another worker');
          continue;
        }
        const givenUp = await noteExportFailed(db, claimed, error, rules, now());
        const context = { err: error, attempt: claimed.attempts };
        if (givenUp) log.error(context, 'A data export link could not be mailed: given up');
        else log.warn(context, 'A data export link could not be mailed: retried later');
      }
    }
  }
  return startPollingWorker({
    pollMs: rules.pollMs,
    work: mailDueLinks,
    log,
    failure: 'The data export requests could not be read',
  });
}
