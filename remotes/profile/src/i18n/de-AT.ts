import type { DeepPartial } from '@account/i18n';
import type { ProfileCatalogue } from './de-DE';

/** Only what Austrian customers read differently. */
export const profile: DeepPartial<ProfileCatalogue> = {
  myData: { paymentMethods: { DIRECT_DEBIT: 'Bankeinzug' } },
};
