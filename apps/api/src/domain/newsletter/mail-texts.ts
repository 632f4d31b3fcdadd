import type { Locale } from '@account/contracts';
import { spelled, type MailText } from '../../mail/texts';

// The same numbers as the common catalogue of @account/i18n, which the server cannot import.
const SERVICE_PHONE: Record<Locale, string> = {
  'de-DE': '0800 23 23 23 0',
  'de-AT': '0800 20 20 20',
  'de-CH': '0800 55 66 77',
};

/** Newsletter and stock-reminder addresses need no account, so these mails greet without a name. */
function letter(locale: Locale, greeting: string, subject: string, paragraphs: string[]) {
  const text = [
    greeting,
    ...paragraphs,
    `Fragen? Unser Kundenservice ist täglich von 8 bis 21 Uhr für Sie da: ${SERVICE_PHONE[locale]}.`,
    'Freundliche Grüße\nIhr Shop24 Direkt Team',
  ].join('\n\n');
  return spelled(locale, { subject, text });
}

const anonymous = 'Guten Tag,';
const named = (name: { firstName: string; lastName: string }) =>
  `Guten Tag ${name.firstName} ${name.lastName},`;

export const doiMailTexts = {
  newsletterConfirm: (locale: Locale, link: string): MailText =>
    letter(locale, anonymous, 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung', [
      'vielen Dank für Ihr Interesse am Newsletter von Shop24 Direkt. Bitte bestätigen Sie Ihre Anmeldung über diesen Link:',
      link,
      'Der Link ist 24 Stunden gültig. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail bitte; Sie erhalten dann keinen Newsletter.',
    ]),
  newsletterIssue: (locale: Locale, cancelLink: string): MailText =>
    letter(locale, anonymous, 'Ihre Top-Deals der Woche bei Shop24 Direkt', [
      'schön, dass Sie dabei sind: Jede Woche zeigen wir Ihnen hier die besten Angebote aus unserem Programm, exklusiv für Newsletter-Leser.',
      'Sie möchten den Newsletter seltener erhalten oder abbestellen? Das geht hier mit einem Klick:',
      cancelLink,
    ]),
  stockReminderConfirm: (
    locale: Locale,
    productName: string,
    confirmLink: string,
    unsubscribeLink: string,
  ): MailText =>
    letter(locale, anonymous, `Bitte bestätigen Sie Ihre Erinnerung: ${productName}`, [
      `Sie möchten erfahren, sobald „${productName}“ wieder lieferbar ist. Bitte bestätigen Sie die Erinnerung über diesen Link:`,
      confirmLink,
      'Der Link ist 24 Stunden gültig. Sie möchten doch keine Erinnerung erhalten? Hier melden Sie sich ab:',
      unsubscribeLink,
    ]),
  marketResearchConfirm: (
    locale: Locale,
    name: { firstName: string; lastName: string },
    link: string,
  ): MailText =>
    letter(locale, named(name), 'Ihre Meinung zählt: Bitte bestätigen Sie Ihre Teilnahme', [
      'Sie möchten an unseren Kundenbefragungen teilnehmen und uns helfen, Shop24 Direkt besser zu machen. Bitte bestätigen Sie Ihre Einwilligung über diesen Link:',
      link,
      'Der Link ist 24 Stunden gültig. Ohne Ihre Bestätigung fragen wir Sie nicht.',
    ]),
  upsell: (
    locale: Locale,
    name: { firstName: string; lastName: string },
    unsubscribeLink: string,
  ): MailText =>
    letter(locale, named(name), 'Passend zu Ihrer Bestellung: unsere Empfehlungen für Sie', [
      'zu Ihren Einkäufen haben wir passende Angebote ausgewählt. Entdecken Sie sie in unserem Shop.',
      'Sie möchten keine Empfehlungen mehr per E-Mail erhalten? Hier melden Sie sich ab:',
      unsubscribeLink,
    ]),
};
