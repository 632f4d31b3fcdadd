import { localeOfCountry, paths, type Locale } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config';
import type { Customer, Database } from '../../../db/schema';
import { enqueueMail } from '../../../mail/outbox';
import { shopLink } from '../../../mail/shop-link';

export type BankDetailsChange = 'saved' | 'deleted';

const closing: Record<Locale, string> = {
  'de-DE': 'Mit freundlichen Grüßen\nIhr Kundenservice von Shop24 Direkt',
  'de-AT': 'Mit freundlichen Grüßen\nIhr Kundenservice von Shop24 Direkt',
  'de-CH': 'Freundliche Grüsse\nIhr Kundenservice von Shop24 Direkt',
};

/** Issue 11: every change of the bank details is told to the customer's address. */
export function bankDetailsMailText(
  locale: Locale,
  customer: Pick<Customer, 'first_name' | 'last_name'>,
  change: BankDetailsChange,
  ibanEnd: string | null,
  link: string,
  at: Date,
) {
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: { 'de-DE': 'Europe/Berlin', 'de-AT': 'Europe/Vienna', 'de-CH': 'Europe/Zurich' }[
      locale
    ],
  }).format(at);
  const what =
    change === 'saved'
      ? `wurde am ${when} Uhr eine Bankverbindung gespeichert (IBAN endet auf ${ibanEnd}).`
      : `wurde am ${when} Uhr die Bankverbindung gelöscht.`;
  return {
    subject: 'Ihre Bankverbindung wurde geändert',
    text: [
      `Guten Tag ${customer.first_name} ${customer.last_name},`,
      '',
      `in Ihrem Kundenkonto ${what}`,
      '',
      'Waren Sie das nicht? Dann ändern Sie bitte sofort Ihr Passwort und rufen Sie unseren Kundenservice an.',
      `Ihre Zahlungsarten: ${link}`,
      '',
      closing[locale],
    ].join('\n'),
  };
}

/** Into the outbox in the transaction of the change it tells of (`db`). */
export async function sendBankDetailsMail(
  db: Kysely<Database>,
  config: Config,
  customer: Customer,
  change: BankDetailsChange,
  ibanEnd: string | null,
): Promise<void> {
  const locale = localeOfCountry[customer.country_code];
  const link = shopLink(config, locale, paths.payments.start());
  const { subject, text } = bankDetailsMailText(
    locale,
    customer,
    change,
    ibanEnd,
    link,
    new Date(),
  );
  await enqueueMail(db, { to: customer.email, subject, text, kind: 'bank-details-changed' });
}
