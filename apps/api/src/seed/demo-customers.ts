import type { CountryCode } from '@account/contracts';
import type { CustomersTable } from '../db/schema';

/**
 * DEMO DATA. These people do not exist: the addresses are reserved example.* domains and every
 * account carries customer class DEMO, so demo accounts can be told apart from real ones anywhere.
 */
export const DEMO_PASSWORD = 'Sommer2026!';
export const DEMO_CUSTOMER_CLASS = 'DEMO';

export interface DemoCustomer {
  customerNumber: string;
  email: string;
  salutation: NonNullable<CustomersTable['salutation']>;
  firstName: string;
  lastName: string;
  countryCode: CountryCode;
  phoneNumber: string;
  dateOfBirth: string;
  preferredPaymentMethod: NonNullable<CustomersTable['preferred_payment_method']>;
  /** Where the demo orders go. */
  address: { street: string; streetNumber: string; zipCode: string; city: string };
  orderNumberPrefix: string;
  /** The realistic history of every status, or the long one that shows the history at scale. */
  orderHistory: 'demo' | 'long';
}

/** One customer per shop, each with a password (FULL accounts), and one with 500 orders. */
export const demoCustomers: readonly DemoCustomer[] = [
  {
    customerNumber: '10012345',
    email: 'max.mustermann@example.de',
    salutation: 'MR',
    firstName: 'Max',
    lastName: 'Mustermann',
    countryCode: 'DE',
    phoneNumber: '+49 30 12345678',
    dateOfBirth: '1979-05-14',
    preferredPaymentMethod: 'INVOICE',
    address: { street: 'Musterstraße', streetNumber: '12', zipCode: '10115', city: 'Berlin' },
    orderNumberPrefix: '7101',
    orderHistory: 'demo',
  },
  {
    customerNumber: '20012345',
    email: 'anna.huber@example.at',
    salutation: 'MS',
    firstName: 'Anna',
    lastName: 'Huber',
    countryCode: 'AT',
    phoneNumber: '+43 1 2345678',
    dateOfBirth: '1985-11-02',
    preferredPaymentMethod: 'DIRECT_DEBIT',
    address: { street: 'Mariahilfer Straße', streetNumber: '45', zipCode: '1060', city: 'Wien' },
    orderNumberPrefix: '7201',
    orderHistory: 'demo',
  },
  {
    customerNumber: '30012345',
    email: 'luca.meier@example.ch',
    salutation: 'MR',
    firstName: 'Luca',
    lastName: 'Meier',
    countryCode: 'CH',
    phoneNumber: '+41 44 123 45 67',
    dateOfBirth: '1991-03-27',
    preferredPaymentMethod: 'INVOICE',
    address: { street: 'Bahnhofstrasse', streetNumber: '21', zipCode: '8001', city: 'Zürich' },
    orderNumberPrefix: '7301',
    orderHistory: 'demo',
  },
  {
    customerNumber: '10050500',
    email: 'erika.viel@example.de',
    salutation: 'MS',
    firstName: 'Erika',
    lastName: 'Viel',
    countryCode: 'DE',
    phoneNumber: '+49 221 9876543',
    dateOfBirth: '1968-09-09',
    preferredPaymentMethod: 'INVOICE',
    address: { street: 'Lindenallee', streetNumber: '7', zipCode: '50667', city: 'Köln' },
    orderNumberPrefix: '7900',
    orderHistory: 'long',
  },
];
