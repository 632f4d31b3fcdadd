import type { DeepPartial } from '@account/i18n';
import type { OrdersCatalogue } from './de-DE';

/** Only what Austrian customers read differently. */
export const orders: DeepPartial<OrdersCatalogue> = {
  paymentTypes: { DIRECT_DEBIT: 'Bankeinzug' },
  invoices: {
    directDebit: 'Wird per Bankeinzug abgebucht am {{date}}',
    transfer: {
      intro:
        'Überweisen Sie den offenen Betrag einer Rechnung bitte auf unser Konto und geben Sie als Verwendungszweck die Rechnungsnummer an. Rechnungen mit Bankeinzug buchen wir selbst ab; dafür müssen Sie nichts tun.',
    },
    terms: {
      directDebit: 'Bankeinzug: Wir buchen den Betrag 5 Tage nach Versand von Ihrem Konto ab.',
    },
  },
};
