import type { DeepPartial } from '@account/i18n';
import type { ProfileCatalogue } from './de-DE';

/** Only what Swiss customers read differently; Swiss texts never contain "ß". */
export const profile: DeepPartial<ProfileCatalogue> = {
  myData: { paymentMethods: { DIRECT_DEBIT: 'Lastschriftverfahren (LSV)' } },
  changeEmail: {
    errors: {
      newEmailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.ch.',
    },
  },
  security: { passkeys: { renamed: 'Der Passkey heisst jetzt „{{name}}“.' } },
  verification: {
    address: {
      street: 'Strasse',
      streetRequired: 'Bitte geben Sie Ihre Strasse ein.',
    },
  },
};
