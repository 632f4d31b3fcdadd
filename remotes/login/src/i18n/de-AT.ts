import type { DeepPartial } from '@account/i18n';
import type { LoginCatalogue } from './de-DE';

export const login: DeepPartial<LoginCatalogue> = {
  newCustomer: {
    invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.at.',
  },
  username: { hint: 'Ihre Kundennummer finden Sie auf jeder Rechnung oder Bestellbestätigung.' },
};
