import type { DeepPartial } from '@account/i18n';
import type { OrdersCatalogue } from './de-DE';

/** Swiss payment terms in the Swiss shop's wording (docs/decisions.md) and Swiss wording. */
export const orders: DeepPartial<OrdersCatalogue> = {
  detail: {
    returnedNotice: 'Zu dieser Bestellung ist eine Rücksendung bei uns eingetroffen.',
  },
  invoices: {
    overdue:
      'Mindestens eine Rechnung ist überfällig. Bitte begleichen Sie den offenen Betrag möglichst bald, um Mahngebühren zu vermeiden.',
    terms: {
      invoice: 'Kauf auf Rechnung: Zahlbar innert 14 Tagen nach Erhalt der Ware.',
      directDebit:
        'Lastschrift: Die Belastung Ihres Kontos erfolgt frühestens 14 Tage nach Versand.',
    },
  },
};
