import type { DeepPartial } from '@account/i18n';
import type { OrdersCatalogue } from './de-DE';

/**
 * Swiss payment terms in the Swiss shop's wording (docs/decisions/README.md) and Swiss wording; transfers
 * carry the invoice's creditor reference.
 */
export const orders: DeepPartial<OrdersCatalogue> = {
  detail: {
    returnedNotice: 'Zu dieser Bestellung ist eine Rücksendung bei uns eingetroffen.',
  },
  invoices: {
    overdue:
      'Mindestens eine Rechnung ist überfällig. Bitte begleichen Sie den offenen Betrag möglichst bald, um Mahngebühren zu vermeiden.',
    // Swiss invoices are paid with their creditor reference, the one on the QR-bill.
    transfer: {
      intro:
        'Überweisen Sie den offenen Betrag einer Rechnung bitte auf unser Konto und geben Sie die Referenz der Rechnung an, oder scannen Sie den QR-Code auf dem Zahlteil der Rechnung mit Ihrer Banking-App. Rechnungen mit Lastschrift buchen wir selbst ab; dafür müssen Sie nichts tun.',
      reference: 'Referenz',
      referenceValue: 'die Referenz der Rechnung in der Tabelle, z. B. {{reference}}',
    },
    terms: {
      invoice: 'Kauf auf Rechnung: Zahlbar innert 14 Tagen nach Erhalt der Ware.',
      directDebit:
        'Lastschrift: Die Belastung Ihres Kontos erfolgt frühestens 14 Tage nach Versand.',
    },
  },
};
