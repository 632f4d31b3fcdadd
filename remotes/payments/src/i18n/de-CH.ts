import type { DeepPartial } from '@account/i18n';
import type { PaymentsCatalogue } from './de-DE';

/** Only what Swiss customers read differently; Swiss texts never contain "ß". */
export const payments: DeepPartial<PaymentsCatalogue> = {
  edit: {
    ibanHint:
      'Die IBAN Ihres Schweizer Kontos: CH, 2 Prüfziffern, 5 Ziffern der Bank und 12 Zeichen, z. B. CH12 3456 7890 1234 5678 9',
    errors: {
      ibanPattern:
        'Bitte geben Sie eine Schweizer IBAN ein: CH und 19 Zeichen, z. B. CH12 3456 7890 1234 5678 9.',
    },
  },
  // The Swiss shop's wording of the payment terms
  // (docs/decisions/010-design-system-and-page-changes.md, "innert").
  terms: {
    invoice: 'Kauf auf Rechnung: Zahlbar innert 14 Tagen nach Erhalt der Ware.',
    directDebit: 'Lastschrift: Die Belastung Ihres Kontos erfolgt frühestens 14 Tage nach Versand.',
  },
};
