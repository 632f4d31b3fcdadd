import type { DeepPartial } from '@account/i18n';
import type { PaymentsCatalogue } from './de-DE';

/** Only what Austrian customers read differently: "Bankeinzug", the Austrian IBAN. */
export const payments: DeepPartial<PaymentsCatalogue> = {
  methods: {
    names: { DIRECT_DEBIT: 'Bankeinzug' },
  },
  preferred: {
    bankDetailsRequired: 'Für den Bankeinzug hinterlegen Sie bitte zuerst Ihre Bankverbindung.',
  },
  bank: {
    deleteModal: { body: 'Ohne Bankverbindung können wir nicht per Bankeinzug abbuchen.' },
  },
  edit: {
    intro: 'Mit Ihrer Bankverbindung können Sie per Bankeinzug bezahlen.',
    ibanHint:
      'Die IBAN Ihres österreichischen Kontos: AT und 18 Ziffern, z. B. AT12 3456 7890 1234 5678',
    errors: {
      ibanPattern:
        'Bitte geben Sie eine österreichische IBAN ein: AT und 18 Ziffern, z. B. AT12 3456 7890 1234 5678.',
    },
  },
  terms: {
    directDebit: 'Bankeinzug: Wir buchen den Betrag 5 Tage nach Versand von Ihrem Konto ab.',
  },
};
