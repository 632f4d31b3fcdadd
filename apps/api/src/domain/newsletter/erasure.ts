import type { CustomerEraser } from '../customer/customer-eraser';

/**
 * The double-opt-in area's part of deleting an account: the consent and opt-out of the account,
 * and everything mailed to its address — newsletter subscriptions and stock reminders are kept
 * by e-mail, not by account — with their links.
 */
export const doubleOptInErasers: CustomerEraser[] = [
  {
    table: 'market_research_consents',
    erase: (trx, customer) =>
      trx
        .deleteFrom('market_research_consents')
        .where('customer_id', '=', customer.id)
        .execute()
        .then(() => undefined),
  },
  {
    table: 'upsell_unsubscribes',
    erase: (trx, customer) =>
      trx
        .deleteFrom('upsell_unsubscribes')
        .where('customer_id', '=', customer.id)
        .execute()
        .then(() => undefined),
  },
  {
    table: 'newsletter_subscriptions',
    erase: (trx, customer) =>
      trx
        .deleteFrom('newsletter_subscriptions')
        .where('email_normalized', '=', customer.email_normalized)
        .execute()
        .then(() => undefined),
  },
  {
    table: 'stock_reminders',
    erase: (trx, customer) =>
      trx
        .deleteFrom('stock_reminders')
        .where('email_normalized', '=', customer.email_normalized)
        .execute()
        .then(() => undefined),
  },
  {
    table: 'doi_tokens',
    erase: (trx, customer) =>
      trx
        .deleteFrom('doi_tokens')
        .where((eb) =>
          eb.or([
            eb('email_normalized', '=', customer.email_normalized),
            eb('subject_id', '=', customer.id),
          ]),
        )
        .execute()
        .then(() => undefined),
  },
];
