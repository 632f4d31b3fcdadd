import type { Locale } from '@account/contracts';

export interface MailText {
  subject: string;
  text: string;
}

export interface Recipient {
  firstName: string;
  lastName: string;
}

// The same numbers as the common catalogue of @account/i18n, which the server cannot import.
const SERVICE_PHONE: Record<Locale, string> = {
  'de-DE': '0800 23 23 23 0',
  'de-AT': '0800 20 20 20',
  'de-CH': '0800 55 66 77',
};

/** Swiss German writes "ss" for "ß" everywhere, so the Swiss mails are the German ones respelled. */
export const spelled = (locale: Locale, mail: MailText): MailText =>
  locale === 'de-CH'
    ? { subject: mail.subject.replaceAll('ß', 'ss'), text: mail.text.replaceAll('ß', 'ss') }
    : mail;

export function letter(
  locale: Locale,
  to: Recipient,
  subject: string,
  paragraphs: string[],
): MailText {
  const text = [
    `Guten Tag ${to.firstName} ${to.lastName},`,
    ...paragraphs,
    `Fragen? Unser Kundenservice ist täglich von 8 bis 21 Uhr für Sie da: ${SERVICE_PHONE[locale]}.`,
    'Freundliche Grüße\nIhr Shop24 Direkt Kundenservice',
  ].join('\n\n');
  return spelled(locale, { subject, text });
}

const ignoreIfNotYou =
  'Wenn Sie das nicht selbst angefordert haben, können Sie diese E-Mail ignorieren; an Ihrem Konto ändert sich nichts.';

export const mailTexts = {
  passwordReset: (locale: Locale, to: Recipient, link: string) =>
    letter(locale, to, 'Ihr neues Passwort für Mein Konto', [
      'Sie haben ein neues Passwort angefordert. Über diesen Link legen Sie es fest:',
      link,
      'Der Link ist 60 Minuten gültig und funktioniert nur einmal. Haben Sie ihn mehrmals angefordert, gilt nur der neueste.',
      ignoreIfNotYou,
    ]),
  setPassword: (locale: Locale, to: Recipient, link: string) =>
    letter(locale, to, 'Legen Sie Ihr Passwort für Mein Konto fest', [
      'Ihr Kundenkonto ist angelegt. Damit Sie sich anmelden können, legen Sie über diesen Link Ihr Passwort fest:',
      link,
      'Der Link ist 24 Stunden gültig und funktioniert nur einmal.',
    ]),
  magicLink: (locale: Locale, to: Recipient, link: string) =>
    letter(locale, to, 'Ihr Anmeldelink für Mein Konto', [
      'Mit diesem Link melden Sie sich ohne Passwort an:',
      link,
      'Der Link ist 15 Minuten gültig und funktioniert nur einmal.',
      ignoreIfNotYou,
    ]),
  accountActivation: (locale: Locale, to: Recipient, link: string) =>
    letter(locale, to, 'Bitte bestätigen Sie Ihre E-Mail-Adresse', [
      'Vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse und legen Sie Ihr Passwort fest:',
      link,
      'Der Link ist 24 Stunden gültig. Erst danach ist Ihr Kundenkonto aktiv.',
      'Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail bitte; das Konto wird dann nicht aktiviert.',
    ]),
  socialLink: (locale: Locale, to: Recipient, link: string) =>
    letter(locale, to, 'Anmeldung verknüpfen: Bestätigen Sie, dass es Ihr Konto ist', [
      'Sie möchten sich künftig auch über einen anderen Anbieter (Apple, Google oder Facebook) bei Mein Konto anmelden. Mit diesem Link verknüpfen Sie ihn mit Ihrem Kundenkonto:',
      link,
      'Öffnen Sie den Link in dem Browser, in dem Sie die Verknüpfung angefordert haben. Er ist 60 Minuten gültig und funktioniert nur einmal.',
      'Wenn Sie das nicht selbst angefordert haben, ignorieren Sie diese E-Mail bitte; dann wird nichts verknüpft.',
    ]),
  socialSignUpConfirm: (locale: Locale, to: Recipient, link: string) =>
    letter(locale, to, 'Bitte bestätigen Sie Ihre E-Mail-Adresse', [
      'Damit Sie sich auch über Ihr Konto bei Apple, Google oder Facebook bei Mein Konto anmelden können, bestätigen Sie bitte Ihre E-Mail-Adresse:',
      link,
      'Erst nach der Bestätigung ist diese Anmeldung aktiv. Der Link ist 24 Stunden gültig und funktioniert nur einmal.',
      'Wenn Sie das nicht selbst angefordert haben, öffnen Sie den Link bitte nicht; dann wird nichts verknüpft.',
    ]),
  passwordAfterEmailUndo: (locale: Locale, to: Recipient, link: string) =>
    letter(locale, to, 'Legen Sie ein neues Passwort für Mein Konto fest', [
      'Sie haben die Änderung Ihrer E-Mail-Adresse rückgängig gemacht. Zu Ihrer Sicherheit haben wir Sie überall abgemeldet und Ihr bisheriges Passwort gelöscht. Über diesen Link legen Sie ein neues fest:',
      link,
      'Der Link ist 24 Stunden gültig und funktioniert nur einmal. Ist er abgelaufen, fordern Sie bei der Anmeldung einfach einen neuen an.',
    ]),
  welcome: (locale: Locale, to: Recipient, link: string) =>
    letter(locale, to, 'Willkommen bei Shop24 Direkt', [
      'Ihr Kundenkonto ist angelegt. Hier melden Sie sich jederzeit an:',
      link,
    ]),
};
