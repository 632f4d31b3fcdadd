import type { DeepPartial } from '@account/i18n';
import type { DoiCatalogue } from './de-DE';

/** Only what Swiss customers read differently; Swiss texts never contain "ß" and quote «so». */
export const doi: DeepPartial<DoiCatalogue> = {
  stockReminder: {
    confirmedBody: 'Sobald «{{product}}» wieder lieferbar ist, schicken wir Ihnen eine E-Mail.',
    unsubscribedBody: 'Sie erhalten keine Erinnerung zu «{{product}}».',
  },
  newsletterCancel: {
    unsubscribedBody:
      'Sie erhalten keinen Newsletter mehr an {{email}}. Schade, dass Sie uns verlassen!',
  },
};
