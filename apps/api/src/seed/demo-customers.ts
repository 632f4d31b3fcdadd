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
}

/** One customer per shop, each with a password (FULL accounts). */
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
  },
];
