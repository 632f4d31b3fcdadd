import type { DeepPartial } from '@account/i18n';
import type { OrdersCatalogue } from './de-DE';

/** Only what Austrian customers read differently. */
export const orders: DeepPartial<OrdersCatalogue> = {
  paymentTypes: { DIRECT_DEBIT: 'Bankeinzug' },
  invoices: {
    terms: {
      directDebit: 'Bankeinzug: Wir buchen den Betrag 5 Tage nach Versand von Ihrem Konto ab.',
    },
  },
};
