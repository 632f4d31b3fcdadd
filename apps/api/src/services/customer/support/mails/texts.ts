import type { Locale, SupportRequest, SupportTopic } from '@account/contracts';

const topicLabels: Record<SupportTopic, string> = {
  order: 'Bestellung',
  delivery: 'Lieferung',
  return: 'Rücksendung',
  payment: 'Zahlung und Rechnung',
  account: 'Kundenkonto',
  accessibility: 'Barrierefreiheit',
  other: 'Sonstiges',
};

/** Swiss German writes "ss" for "ß". */
const closing: Record<Locale, string> = {
  'de-DE': 'Mit freundlichen Grüßen\nIhr Kundenservice von Shop24 Direkt',
  'de-AT': 'Mit freundlichen Grüßen\nIhr Kundenservice von Shop24 Direkt',
  'de-CH': 'Freundliche Grüsse\nIhr Kundenservice von Shop24 Direkt',
};

interface Sender {
  firstName: string;
  lastName: string;
  customerNumber: string;
}

/** The mail the service team works from; answering it answers the customer (Reply-To). */
export function serviceMail(request: SupportRequest, sender: Sender, locale: Locale) {
  const topic = topicLabels[request.topic];
  return {
    subject: `Kundenanfrage ${topic} – Kundennummer ${sender.customerNumber}`,
    text: [
      `Neue Anfrage über das Kontaktformular (${locale}).`,
      '',
      `Kunde: ${sender.firstName} ${sender.lastName}, Kundennummer ${sender.customerNumber}`,
      `Antwort an: ${request.email}`,
      `Thema: ${topic}`,
      `Bestellung: ${request.orderNumber ?? '–'}`,
      `Anfrage-Nr.: ${request.id}`,
      '',
      request.message,
    ].join('\n'),
  };
}

/** The customer's confirmation, with what they wrote, so they keep a copy. */
export function confirmationMail(request: SupportRequest, sender: Sender, locale: Locale) {
  const topic = topicLabels[request.topic];
  const text = [
    `Guten Tag ${sender.firstName} ${sender.lastName},`,
    '',
    'vielen Dank für Ihre Nachricht. Wir haben Ihre Anfrage erhalten und melden uns so schnell wie möglich, in der Regel innerhalb von zwei Werktagen.',
    '',
    `Thema: ${topic}`,
    ...(request.orderNumber ? [`Bestellung: ${request.orderNumber}`] : []),
    'Ihre Nachricht:',
    request.message,
    '',
    closing[locale],
  ].join('\n');
  return {
    subject: `Ihre Anfrage an den Kundenservice: ${topic}`,
    text: locale === 'de-CH' ? text.replaceAll('ß', 'ss') : text,
  };
}
