import type { DeepPartial } from '../types';
import type { CommonCatalogue } from './common.de-DE';

/** Only what differs for the Swiss shop; Swiss German writes "ss", never "ß". */
export const common: DeepPartial<CommonCatalogue> = {
  service: {
    phoneHref: '+41800556677',
    phone: '0800 55 66 77',
    mail: 'kundenservice@shop24direkt.ch',
  },
  form: { close: 'Schliessen' },
  // Swiss law has no statutory withdrawal; the page is the shop's voluntary return right.
  footer: { withdrawal: 'Rückgaberecht' },
  // Swiss shops say "Rückerstattung" and "innert".
  refund: {
    RETURN_RECEIVED:
      'Rücksendung eingetroffen am {{date}}. Wir erstatten Ihnen {{amount}} innert 3 Tagen {{destination}}.',
    ORDER_CANCELLED:
      'Bestellung storniert am {{date}}. Wir erstatten Ihnen {{amount}} innert 3 Tagen {{destination}}.',
    REFUND_ISSUED: 'Rückerstattung veranlasst am {{date}}, {{amount}} {{destination}}',
  },
};
