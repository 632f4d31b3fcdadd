import type { DeepPartial } from '../types';
import type { CommonCatalogue } from './common.de-DE';

/** Only what differs for the Austrian shop. */
export const common: DeepPartial<CommonCatalogue> = {
  service: {
    phoneHref: '+43800202020',
    phone: '0800 20 20 20',
    mail: 'kundenservice@shop24direkt.at',
  },
  app: { backToShop: 'Zurück zum Shop' },
  pages: {
    postLogout: { body: 'Vielen Dank für Ihren Besuch. Auf Wiedersehen!' },
  },
};
