import type { DeepPartial } from '@account/i18n';
import type { DoiCatalogue } from './de-DE';

/** Only what Austrian customers read differently. */
export const doi: DeepPartial<DoiCatalogue> = {
  stockReminder: {
    confirmedBody: 'Sobald „{{product}}“ wieder lieferbar ist, senden wir Ihnen eine E-Mail.',
  },
};
