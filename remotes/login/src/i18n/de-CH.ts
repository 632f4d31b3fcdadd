import type { DeepPartial } from '@account/i18n';
import type { LoginCatalogue } from './de-DE';

/** The Swiss shop accepts only e-mail addresses as username (spec section 5). */
export const login: DeepPartial<LoginCatalogue> = {
  intro: 'Melden Sie sich mit Ihrer E-Mail-Adresse an, um Ihre Bestellungen und Daten zu sehen.',
  username: {
    label: 'E-Mail-Adresse',
    hint: 'Die E-Mail-Adresse, mit der Sie bei uns bestellen.',
    required: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.ch.',
  },
  NotAuthorizedException: 'Die Kombination aus E-Mail-Adresse und Passwort ist uns nicht bekannt.',
  wrongCustomer:
    'Die Anmeldung passt nicht zu der eingegebenen E-Mail-Adresse. Bitte melden Sie sich erneut an.',
  newCustomer: {
    invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.ch.',
  },
};
