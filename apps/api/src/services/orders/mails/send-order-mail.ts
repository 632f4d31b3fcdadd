import { localeOfCountry, type Order } from '@account/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Customer } from '../../../db/schema';
import type { ServiceOptions } from '../../service-options';
import { shopLink } from '../../customer/mails/shop-link';
import { orderMailTexts } from './texts';

const MAIL_KIND = {
  cancellation: 'order-cancellation',
  withdrawalReceipt: 'withdrawal-receipt',
} as const;

/**
 * Awaited, so the receipt is in the outbox when the customer sees the confirmation; a mail
 * failure is logged but does not undo the cancellation or withdrawal, which already counts.
 */
export async function sendOrderMail(
  { config, mailer }: ServiceOptions,
  log: FastifyBaseLogger,
  customer: Customer,
  order: Order,
  kind: keyof typeof MAIL_KIND,
): Promise<void> {
  const locale = localeOfCountry[customer.country_code];
  const link = shopLink(config, locale, `orders/${encodeURIComponent(order.number)}`);
  const { subject, text } = orderMailTexts[kind](
    locale,
    { firstName: customer.first_name, lastName: customer.last_name },
    order,
    link,
  );
  try {
    await mailer.send({ to: customer.email, subject, text, kind: MAIL_KIND[kind] });
  } catch (error) {
    log.error({ err: error, kind: MAIL_KIND[kind] }, 'Sending an order mail failed');
  }
}
