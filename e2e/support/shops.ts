import type { Locale } from '@account/contracts';

export interface Shop {
  locale: Locale;
  origin: string;
  customer: { email: string; customerNumber: string; firstName: string; lastName: string };
}

/** One shop host per country; Chromium resolves *.localhost to this machine. */
export const shops: Record<'DE' | 'AT' | 'CH', Shop> = {
  DE: {
    locale: 'de-DE',
    origin: 'http://de.localhost:3000',
    customer: {
      email: 'max.mustermann@example.de',
      customerNumber: '10012345',
      firstName: 'Max',
      lastName: 'Mustermann',
    },
  },
  AT: {
    locale: 'de-AT',
    origin: 'http://at.localhost:3000',
    customer: {
      email: 'anna.huber@example.at',
      customerNumber: '20012345',
      firstName: 'Anna',
      lastName: 'Huber',
    },
  },
  CH: {
    locale: 'de-CH',
    origin: 'http://ch.localhost:3000',
    customer: {
      email: 'luca.meier@example.ch',
      customerNumber: '30012345',
      firstName: 'Luca',
      lastName: 'Meier',
    },
  },
};

export const DEMO_PASSWORD = 'Sommer2026!';
