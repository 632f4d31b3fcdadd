import type { CountryCode, ParcelPointKind } from '@account/contracts';

/** DEMO DATA: delivery addresses per demo customer (by customer number); the first is preferred. */
export interface DemoAddress {
  key: string;
  street: string;
  streetNumber: string;
  zipCode: string;
  city: string;
  addressAddition?: string;
  phone?: string;
  parcelPoint?: { kind: ParcelPointKind; stationNumber: string; postNumber: string };
  deleted?: boolean;
}

export interface DemoAddressBook {
  countryCode: CountryCode;
  delivery: DemoAddress[];
  billing: { street: string; streetNumber: string; zipCode: string; city: string };
}

export const demoAddressBooks: Record<string, DemoAddressBook> = {
  '10012345': {
    countryCode: 'DE',
    delivery: [
      {
        key: 'home',
        street: 'Musterstraße',
        streetNumber: '12',
        zipCode: '10115',
        city: 'Berlin',
        phone: '030 12345678',
      },
      {
        key: 'packstation',
        street: 'Packstation',
        streetNumber: '123',
        zipCode: '10117',
        city: 'Berlin',
        parcelPoint: { kind: 'PACKSTATION', stationNumber: '123', postNumber: '12345678' },
      },
      {
        key: 'office',
        street: 'Marienplatz',
        streetNumber: '8',
        zipCode: '80331',
        city: 'München',
        addressAddition: '3. OG',
      },
      {
        key: 'old',
        street: 'Königsallee',
        streetNumber: '1',
        zipCode: '40212',
        city: 'Düsseldorf',
        deleted: true,
      },
    ],
    billing: { street: 'Musterstraße', streetNumber: '12', zipCode: '10115', city: 'Berlin' },
  },
  '20012345': {
    countryCode: 'AT',
    delivery: [
      {
        key: 'home',
        street: 'Mariahilfer Straße',
        streetNumber: '45',
        zipCode: '1060',
        city: 'Wien',
        phone: '+43 1 2345678',
      },
      { key: 'parents', street: 'Herrengasse', streetNumber: '3', zipCode: '8010', city: 'Graz' },
      {
        key: 'old',
        street: 'Getreidegasse',
        streetNumber: '9',
        zipCode: '5020',
        city: 'Salzburg',
        deleted: true,
      },
    ],
    billing: { street: 'Mariahilfer Straße', streetNumber: '45', zipCode: '1060', city: 'Wien' },
  },
  '30012345': {
    countryCode: 'CH',
    delivery: [
      {
        key: 'home',
        street: 'Bahnhofstrasse',
        streetNumber: '21',
        zipCode: '8001',
        city: 'Zürich',
        phone: '044 123 45 67',
      },
      { key: 'office', street: 'Marktgasse', streetNumber: '5', zipCode: '3011', city: 'Bern' },
      {
        key: 'old',
        street: 'Freie Strasse',
        streetNumber: '10',
        zipCode: '4051',
        city: 'Basel',
        deleted: true,
      },
    ],
    billing: { street: 'Bahnhofstrasse', streetNumber: '21', zipCode: '8001', city: 'Zürich' },
  },
  '10050500': {
    countryCode: 'DE',
    delivery: [
      { key: 'home', street: 'Lindenallee', streetNumber: '7', zipCode: '50667', city: 'Köln' },
      {
        key: 'old',
        street: 'Hohe Straße',
        streetNumber: '30',
        zipCode: '50667',
        city: 'Köln',
        deleted: true,
      },
    ],
    billing: { street: 'Lindenallee', streetNumber: '7', zipCode: '50667', city: 'Köln' },
  },
};
