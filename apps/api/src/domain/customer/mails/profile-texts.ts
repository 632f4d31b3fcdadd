import type { Locale } from '@account/contracts';
import { letter, type Recipient } from '../../../mail/texts';

/** Where and when a way in was added, as the mail names them (issue 33). */
export interface AddedOn {
  /** Browser and system, e.g. "Chrome 131, Windows 10". */
  device: string;
  /** Date and time in the shop's time zone, e.g. "28. November 2026 um 13:06 Uhr". */
  time: string;
}

const addedOn = ({ device, time }: AddedOn) => `Gerät: ${device}\nZeitpunkt: ${time}`;

/** What to do when the owner did not add it: "ihn" for a passkey, "sie" for a linked login. */
const notYouSecurityPage = (it: 'ihn' | 'sie') =>
  `Wenn Sie das nicht selbst waren, entfernen Sie ${it} bitte sofort in Ihrem Sicherheitsbereich und ändern Sie Ihr Passwort:`;

/**
 * Mails of the profile area: e-mail change (both addresses, an address of another account, the
 * change done with its undo link), password changed, account deleted.
 */
export const profileMailTexts = {
  emailChangeConfirm: (locale: Locale, to: Recipient, link: string) =>
    letter(locale, to, 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse', [
      'Sie möchten Ihre E-Mail-Adresse für Mein Konto ändern. Bitte bestätigen Sie die neue Adresse über diesen Link:',
      link,
      'Der Link ist 24 Stunden gültig und funktioniert nur einmal. Bis zur Bestätigung gilt Ihre bisherige E-Mail-Adresse.',
      'Wenn Sie das nicht selbst angefordert haben, ignorieren Sie diese E-Mail bitte; dann ändert sich nichts.',
    ]),
  emailChangeNotice: (locale: Locale, to: Recipient, newEmail: string) =>
    letter(locale, to, 'Änderung Ihrer E-Mail-Adresse angefordert', [
      `Für Ihr Kundenkonto wurde eine neue E-Mail-Adresse angegeben: ${newEmail}. Sie gilt erst, wenn sie über den Link in der E-Mail an diese Adresse bestätigt wird.`,
      'Wenn Sie das nicht selbst waren, ändern Sie bitte Ihr Passwort und rufen Sie uns an.',
    ]),
  /** To an address that already belongs to an account: the requester learns nothing of it. */
  emailChangeToTakenAddress: (locale: Locale, to: Recipient) =>
    letter(locale, to, 'Jemand wollte Ihre E-Mail-Adresse verwenden', [
      'Für ein anderes Kundenkonto wurde soeben Ihre E-Mail-Adresse als neue Adresse angegeben. Da Ihre Adresse bereits zu Ihrem Kundenkonto gehört, haben wir nichts geändert.',
      'Ihr Kundenkonto ist davon nicht betroffen; Sie müssen nichts tun. Wenn Sie das selbst versucht haben, ändern Sie die E-Mail-Adresse bitte in dem Konto, das Sie weiter nutzen möchten, oder rufen Sie uns an.',
    ]),
  /** To the old address once the change took effect, with the link that undoes it (ASVS 6.3.7). */
  emailChanged: (locale: Locale, to: Recipient, newEmail: string, undoLink: string) =>
    letter(locale, to, 'Ihre E-Mail-Adresse wurde geändert', [
      `Die E-Mail-Adresse Ihres Kundenkontos ist jetzt ${newEmail}. Diese Adresse hier gilt nicht mehr für Ihr Konto.`,
      'Wenn Sie das nicht selbst waren, machen Sie die Änderung über diesen Link rückgängig:',
      undoLink,
      'Der Link ist 7 Tage gültig und funktioniert nur einmal. Dann gilt wieder diese Adresse, Sie werden überall abgemeldet und legen über einen Link, den wir Ihnen hierher schicken, ein neues Passwort fest.',
    ]),
  passwordChanged: (locale: Locale, to: Recipient, on: AddedOn, link: string) =>
    letter(locale, to, 'Ihr Passwort wurde geändert', [
      'Das Passwort für Ihr Kundenkonto wurde soeben geändert. Auf allen anderen Geräten wurden Sie abgemeldet.',
      addedOn(on),
      'Wenn Sie das nicht selbst waren, rufen Sie uns bitte sofort an. Ihren Sicherheitsbereich finden Sie hier:',
      link,
    ]),
  /** A password set through a mailed link: a reset, the first password, an activation (issue 33). */
  passwordSet: (locale: Locale, to: Recipient, on: AddedOn, link: string) =>
    letter(locale, to, 'Für Ihr Kundenkonto wurde ein Passwort festgelegt', [
      'Für Ihr Kundenkonto wurde soeben über den Link aus unserer E-Mail ein neues Passwort festgelegt. Auf allen anderen Geräten wurden Sie abgemeldet.',
      addedOn(on),
      'Wenn Sie das nicht selbst waren, fordern Sie bitte sofort unter „Passwort vergessen?“ ein neues Passwort an und rufen Sie uns an. Ihren Sicherheitsbereich finden Sie hier:',
      link,
    ]),
  /** A passkey registered in the security centre (issue 33). */
  passkeyAdded: (locale: Locale, to: Recipient, name: string, on: AddedOn, link: string) =>
    letter(locale, to, 'Neuer Passkey für Ihr Kundenkonto', [
      `Für Ihr Kundenkonto wurde soeben ein Passkey hinzugefügt: „${name}“. Mit ihm kann man sich ohne Passwort anmelden.`,
      addedOn(on),
      notYouSecurityPage('ihn'),
      link,
    ]),
  /** A provider account (Apple, Google, Facebook) linked to the customer's (issue 33). */
  socialLoginLinked: (locale: Locale, to: Recipient, provider: string, on: AddedOn, link: string) =>
    letter(locale, to, `Neue Anmeldung über ${provider} für Ihr Kundenkonto`, [
      `Mit Ihrem Kundenkonto wurde soeben eine Anmeldung über Ihr Konto bei ${provider} verknüpft. Über dieses Konto kann man sich ohne Passwort bei Mein Konto anmelden.`,
      addedOn(on),
      notYouSecurityPage('sie'),
      link,
    ]),
  /** A login from a browser and system the customer never logged in with (security centre, issue 25). */
  newDeviceLogin: (locale: Locale, to: Recipient, device: string, link: string) =>
    letter(locale, to, 'Neue Anmeldung in Ihrem Kundenkonto', [
      `Soeben hat sich jemand auf einem neuen Gerät in Ihrem Kundenkonto angemeldet: ${device}.`,
      'Wenn Sie das selbst waren, müssen Sie nichts tun. Wenn nicht, beenden Sie die Sitzung bitte in Ihrem Sicherheitsbereich und ändern Sie Ihr Passwort:',
      link,
    ]),
  accountDeleted: (locale: Locale, to: Recipient) =>
    letter(locale, to, 'Ihr Kundenkonto wurde gelöscht', [
      'Wie gewünscht haben wir Ihr Kundenkonto und Ihre persönlichen Daten gelöscht. Bestellungen und Rechnungen bewahren wir ohne Bezug zu Ihrer Person auf, solange das Gesetz es verlangt.',
      'Sie können sich jederzeit mit dieser E-Mail-Adresse neu registrieren.',
    ]),
};
