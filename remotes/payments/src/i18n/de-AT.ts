import type { DeepPartial } from '@account/i18n';
import type { PaymentsCatalogue } from './de-DE';

/** Only what Austrian customers read differently. */
export const payments: DeepPartial<PaymentsCatalogue> = {
  overview: { welcome: 'Herzlich willkommen' },
};
