import type { Locale, Order } from '@account/contracts';
import type { RegisteredReturn } from '../../../domain/orders/return-order';
import type { ReturnAddress } from '../../../domain/shops/shop-records';
import { carriers } from '../../../domain/returns/carriers';

interface MailText {
  subject: string;
  text: string;
}

interface Recipient {
  firstName: string;
  lastName: string;
}

/** Swiss German writes "ss" for "ß". */
const closing: Record<Locale, string> = {
  'de-DE': 'Mit freundlichen Grüßen\nIhr Kundenservice von Shop24 Direkt',
  'de-AT': 'Mit freundlichen Grüßen\nIhr Kundenservice von Shop24 Direkt',
  'de-CH': 'Freundliche Grüsse\nIhr Kundenservice von Shop24 Direkt',
};

function dateOf(iso: string, order: Order, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: order.timeZone,
  }).format(new Date(iso));
}

function dateTimeOf(iso: string, order: Order, locale: Locale): string {
  const format = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: order.timeZone,
  });
  return `${format.format(new Date(iso))} Uhr`;
}

/** The withdrawal only exists in the German and Austrian shops, but the text stays correct anywhere. */
const swiss = (locale: Locale, text: string) =>
  locale === 'de-CH' ? text.replaceAll('ß', 'ss') : text;

const itemLines = (order: Order, kept: (status: string) => boolean) =>
  order.items
    .filter((item) => kept(item.status))
    .map((item) => `- ${item.quantity} × ${item.title} (Art.-Nr. ${item.sku})`)
    .join('\n');

const addressLines = (address: ReturnAddress) =>
  [
    address.recipient,
    address.department,
    address.street,
    `${address.zipCode} ${address.city}`,
    address.country,
  ].join('\n');

/** The return confirmation names exactly what is coming back and says what happens next. */
export function returnConfirmationText(
  locale: Locale,
  to: Recipient,
  order: Order,
  registered: RegisteredReturn,
  address: ReturnAddress,
  link: string,
): MailText {
  const items = registered.items
    .map((item) => `- ${item.quantity} × ${item.title} (Art.-Nr. ${item.sku})`)
    .join('\n');
  const carrier = carriers[registered.carrier];
  return {
    subject: `Ihre Rücksendung zur Bestellung ${order.number}: Ihr Rücksendeschein`,
    text: [
      `Guten Tag ${to.firstName} ${to.lastName},`,
      `Sie haben die Rücksendung dieser Artikel aus Ihrer Bestellung ${order.number} vom ${dateOf(order.placedAtDateAndTime, order, locale)} angemeldet:\n${items}`,
      swiss(
        locale,
        `Ihren Rücksendeschein mit dem Rücksendecode ${registered.code} finden Sie im Anhang (PDF); solange die Rücksendung offen ist, können Sie ihn auch bei Ihrer Bestellung in Mein Konto herunterladen. Drucken Sie ihn aus, legen Sie ihn zu den Artikeln ins Paket, kleben Sie das Adressfeld auf das Paket und geben Sie es ${carrier.dropOff} ab.${carrier.labelFreeReturn ? ' Ohne Drucker geht es auch: mit dem QR-Code auf dem Rücksendeschein.' : ''}`,
      ),
      swiss(
        locale,
        `Ihr Paket reist mit ${carrier.name} unter der Sendungsnummer ${carrier.parcelNumbers.readable(registered.parcelNumber)}. Das Porto zahlen wir: Die Rücksendung ist für Sie kostenlos.`,
      ),
      `Rücksendeadresse:\n${addressLines(address)}`,
      swiss(
        locale,
        'Sobald Ihr Paket bei uns eingetroffen ist, erstatten wir den Betrag über die Zahlungsart Ihrer Bestellung. Bis dahin steht die Rücksendung in Mein Konto als „Rücksendung angemeldet“.',
      ),
      `Ihre Bestellung in Mein Konto: ${link}`,
      closing[locale],
    ].join('\n\n'),
  };
}

/** Texts of the order mails; the withdrawal receipt names what was withdrawn and when it arrived. */
export const orderMailTexts = {
  cancellation(locale: Locale, to: Recipient, order: Order, link: string): MailText {
    return {
      subject: `Ihre Bestellung ${order.number} ist storniert`,
      text: [
        `Guten Tag ${to.firstName} ${to.lastName},`,
        `wir haben Ihre Bestellung ${order.number} vom ${dateOf(order.placedAtDateAndTime, order, locale)} wie gewünscht storniert. Bereits gezahlte Beträge erstatten wir Ihnen innerhalb von 3 Tagen.`,
        `Stornierte Artikel:\n${itemLines(order, (status) => status === 'cancelled')}`,
        `Ihre Bestellung in Mein Konto: ${link}`,
        closing[locale],
      ].join('\n\n'),
    };
  },
  withdrawalReceipt(locale: Locale, to: Recipient, order: Order, link: string): MailText {
    return {
      subject: `Eingangsbestätigung Ihres Widerrufs zur Bestellung ${order.number}`,
      text: [
        `Guten Tag ${to.firstName} ${to.lastName},`,
        `Ihren Widerruf des Vertrags zur Bestellung ${order.number} vom ${dateOf(order.placedAtDateAndTime, order, locale)} haben wir am ${dateTimeOf(order.withdrawal.withdrawnAt ?? new Date().toISOString(), order, locale)} erhalten.`,
        `Widerrufene Artikel:\n${itemLines(order, (status) => status !== 'cancelled' && status !== 'returned')}`,
        swiss(
          locale,
          'Bitte senden Sie uns bereits erhaltene Ware innerhalb von 14 Tagen zurück. Wir erstatten Ihnen alle Zahlungen einschließlich der Lieferkosten spätestens 14 Tage nach Eingang Ihres Widerrufs.',
        ),
        `Ihre Bestellung in Mein Konto: ${link}`,
        closing[locale],
      ].join('\n\n'),
    };
  },
};
