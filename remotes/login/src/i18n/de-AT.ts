import type { DeepPartial } from '@account/i18n';
import type { LoginCatalogue } from './de-DE';

export const login: DeepPartial<LoginCatalogue> = {
  username: { hint: 'Ihre Kundennummer finden Sie auf jeder Rechnung oder Bestellbestätigung.' },
};
