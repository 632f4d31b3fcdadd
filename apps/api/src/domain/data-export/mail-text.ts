import { DATA_EXPORT_LINK_HOURS, type Locale } from '@account/contracts';
import { letter, type Recipient } from '../../mail/texts';

/** The mail with the download link of a data export (issue 26); Swiss spelling by `letter`. */
export const dataExportMailText = (locale: Locale, to: Recipient, link: string) =>
  letter(locale, to, 'Ihre Datenauskunft steht bereit', [
    'Sie haben eine Kopie aller Daten angefordert, die wir zu Ihrem Kundenkonto speichern (Auskunft und Datenübertragbarkeit nach Art. 15 und 20 DSGVO). Über diesen Link laden Sie sie als ZIP-Datei herunter:',
    link,
    `Der Link ist ${DATA_EXPORT_LINK_HOURS} Stunden gültig und funktioniert nur einmal. Zum Herunterladen melden Sie sich mit Ihrem Kundenkonto an; wer nur diese E-Mail hat, erhält Ihre Daten nicht.`,
    'Die ZIP-Datei enthält Ihre Daten als JSON (maschinenlesbar) sowie Ihre Bestellungen und Rechnungen als CSV-Tabellen, die Sie mit jeder Tabellenkalkulation öffnen können.',
    'Wenn Sie das nicht selbst angefordert haben, ändern Sie bitte Ihr Passwort und rufen Sie uns an.',
  ]);
