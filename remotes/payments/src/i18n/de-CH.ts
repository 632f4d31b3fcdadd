import type { DeepPartial } from '@account/i18n';
import type { PaymentsCatalogue } from './de-DE';

/** Only what Swiss customers read differently; Swiss texts never contain "ß". */
export const payments: DeepPartial<PaymentsCatalogue> = {
  overview: {
    intro: 'Diesen Bereich bauen wir gerade für Sie aus. Schauen Sie gerne regelmässig vorbei.',
  },
};
