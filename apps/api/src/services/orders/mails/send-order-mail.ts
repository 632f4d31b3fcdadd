import { localeOfCountry, type Locale, type Order } from '@account/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Customer } from '../../../db/schema';
import type { MailAttachment } from '../../../mail/mailer';
import type { RegisteredReturn } from '../../../domain/orders/return-order';
import { returnAddressOf } from '../../../domain/orders/shop-accounts';
import type { ServiceOptions } from '../../../service-options';
import { shopLink } from '../../../mail/shop-link';
import { returnLabelFilename, returnLabelPdf } from './return-label';
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
 * Awaited, so the mail is in the outbox when the customer sees the confirmation; a mail failure
 * is logged but does not undo the cancellation, withdrawal or return, which already counts.
 */
async function deliver(
  { config, mailer }: ServiceOptions,
  log: FastifyBaseLogger,
  customer: Customer,
  order: Order,
  kind: keyof typeof MAIL_KIND,
  compose: (locale: Locale, to: Recipient, link: string) => Promise<ComposedMail>,
): Promise<void> {
  const locale = localeOfCountry[customer.country_code];
  const link = shopLink(config, locale, `orders/${encodeURIComponent(order.number)}`);
  try {
    const mail = await compose(
      locale,
      { firstName: customer.first_name, lastName: customer.last_name },
      link,
    );
    await mailer.send({ to: customer.email, ...mail, kind: MAIL_KIND[kind] });
  } catch (error) {
    log.error({ err: error, kind: MAIL_KIND[kind] }, 'Sending an order mail failed');
  }
}

export async function sendOrderMail(
  options: ServiceOptions,
  log: FastifyBaseLogger,
  customer: Customer,
  order: Order,
  kind: 'cancellation' | 'withdrawalReceipt',
): Promise<void> {
  await deliver(options, log, customer, order, kind, async (locale, to, link) =>
    orderMailTexts[kind](locale, to, order, link),
  );
}

/** The confirmation of an announced return, with its return label (PDF) attached. */
export async function sendReturnConfirmation(
  options: ServiceOptions,
  log: FastifyBaseLogger,
  customer: Customer,
  order: Order,
  registered: RegisteredReturn,
): Promise<void> {
  // Orders are placed in the customer's own shop, so its returns centre takes them.
  const address = returnAddressOf(customer.country_code);
  await deliver(options, log, customer, order, 'returnConfirmation', async (locale, to, link) => {
    const delivery = order.deliveryAddress;
    const label = await returnLabelPdf({
      locale,
      orderNumber: order.number,
      registered,
      sender: [
        `${delivery.firstName} ${delivery.lastName}`,
        `${delivery.street} ${delivery.streetNumber}`,
        ...(delivery.addressAddition ? [delivery.addressAddition] : []),
        `${delivery.zipCode} ${delivery.city}`,
      ],
      to: address,
    });
    return {
      ...returnConfirmationText(locale, to, order, registered, address, link),
      attachments: [
        {
          filename: returnLabelFilename(registered.code),
          contentType: 'application/pdf',
          content: label,
        },
      ],
    };
  });
}
