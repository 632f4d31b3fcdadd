import type { DeepPartial } from '@account/i18n';
import type { AddressesCatalogue } from './de-DE';

/** Only what Swiss customers read differently; Swiss texts never contain "ß". */
export const addresses: DeepPartial<AddressesCatalogue> = {
  form: {
    notFoundBody: 'Alle Ihre Adressen finden Sie unter «Meine Adressen».',
    street: 'Strasse',
    addressAdditionHint: 'Zum Beispiel Postfach-Nr., Etage oder c/o',
    required: { street: 'Bitte geben Sie die Strasse ein.' },
    invalid: {
      street:
        "Die Strasse darf nur Buchstaben, Ziffern, Leerzeichen und . - ' / enthalten. Für eine Packstation wählen Sie oben «Packstation».",
    },
    deletedAddress:
      'Diese Adresse ist gelöscht. Stellen Sie sie in «Meine Adressen» wieder her, um sie zu bearbeiten.',
  },
};
