import type { DeepPartial } from '@account/i18n';
import type { ServiceCatalogue } from './de-DE';

/** Only what Swiss customers read differently; Swiss texts never contain "ß". */
export const service: DeepPartial<ServiceCatalogue> = {
  contacts: {
    formText:
      'Schreiben Sie uns direkt aus Ihrem Konto. Wir antworten in der Regel innert zwei Werktagen.',
  },
  customerSupport: {
    form: {
      success: {
        body: 'Wir haben Ihre Anfrage erhalten und eine Bestätigung an die E-Mail-Adresse Ihres Kundenkontos ({{email}}) gesendet. Wir antworten an {{replyTo}}, in der Regel innert zwei Werktagen.',
      },
    },
  },
  overview: {
    intro: 'Diesen Bereich bauen wir gerade für Sie aus. Schauen Sie gerne regelmässig vorbei.',
  },
};
