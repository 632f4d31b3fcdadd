import { localeOfCountry, paths, type Locale, type Order } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config';
import type { Customer, Database } from '../../../db/schema';
import type { MailAttachment } from '../../../mail/mailer';
import { enqueueMail } from '../../../mail/outbox';
import type { RegisteredReturn } from '../../../domain/orders/return-order';
import { shopLink } from '../../../mail/shop-link';
import { returnLabelFilename, returnLabelOf, returnLabelPdf } from './return-label';
import { orderMailTexts, returnConfirmationText } from './texts';

const MAIL_KIND = {
  cancellation: 'order-cancellation',
  withdrawalReceipt: 'withdrawal-receipt',
  returnConfirmation: 'return-confirmation',
} as const;

interface Recipient {
  firstName: string;
  lastName: string;
}

interface ComposedMail {
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/**
 * Puts the mail into the outbox in the transaction of the cancellation, withdrawal or return it
 * confirms (`db`): the change and its confirmation commit together, and the outbox worker sends
 * it however long the mail server is away.
 */
async function deliver(
  db: Kysely<Database>,
  config: Config,
  customer: Customer,
  order: Order,
  kind: keyof typeof MAIL_KIND,
  compose: (locale: Locale, to: Recipient, link: string) => Promise<ComposedMail>,
): Promise<void> {
  const locale = localeOfCountry[customer.country_code];
  const link = shopLink(config, locale, paths.orders.detail(order.number));
  const mail = await compose(
    locale,
    { firstName: customer.first_name, lastName: customer.last_name },
    link,
  );
  await enqueueMail(db, { to: customer.email, ...mail, kind: MAIL_KIND[kind] });
}

export async function sendOrderMail(
  db: Kysely<Database>,
  config: Config,
  customer: Customer,
  order: Order,
  kind: 'cancellation' | 'withdrawalReceipt',
): Promise<void> {
  await deliver(db, config, customer, order, kind, async (locale, to, link) =>
    orderMailTexts[kind](locale, to, order, link),
  );
}

/** The confirmation of an announced return, with its return label (PDF) attached. */
export async function sendReturnConfirmation(
  db: Kysely<Database>,
  config: Config,
  customer: Customer,
  order: Order,
  registered: RegisteredReturn,
): Promise<void> {
  const label = returnLabelOf(customer, order, registered);
  await deliver(db, config, customer, order, 'returnConfirmation', async (locale, to, link) => ({
    ...returnConfirmationText(locale, to, order, registered, label.to, link),
    attachments: [
      {
        filename: returnLabelFilename(registered.code),
        contentType: 'application/pdf',
        content: await returnLabelPdf(label),
      },
    ],
  }));
}
