import type { VatClass } from '../domain/orders/vat-rates';
import type { ProductKind } from './product-image';

/** DEMO DATA: the products the demo orders contain. Prices in cents, EUR and CHF. */
export interface DemoProduct {
  baseProductNo: string;
  name: string;
  brand: string;
  /** What the product is, which picks its picture. */
  kind: ProductKind;
  hue: number;
  priceEur: number;
  priceChf: number;
  /** Where it differs from its category's (domain/shop/vat-rates.ts): food is reduced-rate. */
  vatClass?: VatClass;
  /** Too big for a parcel service: delivered by freight forwarder, in a shipment of its own. */
  bulky?: true;
}

export const demoProducts = {
  pans: {
    baseProductNo: '100001',
    name: 'Edelstahl-Pfannenset, 3-teilig',
    brand: 'KochKunst',
    kind: 'pan',
    hue: 20,
    priceEur: 8999,
    priceChf: 9490,
  },
  pullover: {
    baseProductNo: '100002',
    name: 'Kaschmir-Pullover mit Rundhals',
    brand: 'Lana Fina',
    kind: 'sweater',
    hue: 340,
    priceEur: 12900,
    priceChf: 13900,
  },
  ring: {
    baseProductNo: '100003',
    name: 'Silberring mit Zirkonia',
    brand: 'Glanzstück',
    kind: 'ring',
    hue: 220,
    priceEur: 4990,
    priceChf: 5490,
  },
  oliveOil: {
    baseProductNo: '100004',
    name: 'Bio-Olivenöl extra vergine, 1 l',
    brand: 'Terra Verde',
    kind: 'oilBottle',
    hue: 80,
    priceEur: 1799,
    priceChf: 1990,
    vatClass: 'reduced',
  },
  vacuum: {
    baseProductNo: '100005',
    name: 'Akku-Handstaubsauger',
    brand: 'CleanMax',
    kind: 'handVacuum',
    hue: 200,
    priceEur: 14999,
    priceChf: 15990,
  },
  pillow: {
    baseProductNo: '100006',
    name: 'Daunen-Kopfkissen 80 × 80 cm',
    brand: 'Traumwolke',
    kind: 'pillow',
    hue: 190,
    priceEur: 5995,
    priceChf: 6490,
  },
  mugs: {
    baseProductNo: '100007',
    name: 'Porzellan-Kaffeebecher, 4 Stück',
    brand: 'Tafelfreude',
    kind: 'mug',
    hue: 260,
    priceEur: 2999,
    priceChf: 3290,
  },
  dayCream: {
    baseProductNo: '100008',
    name: 'Anti-Falten-Tagescreme, 50 ml',
    brand: 'Belle Peau',
    kind: 'creamJar',
    hue: 320,
    priceEur: 3450,
    priceChf: 3790,
  },
  secateurs: {
    baseProductNo: '100009',
    name: 'Gartenschere mit Rollgriff',
    brand: 'GrünWerk',
    kind: 'secateurs',
    hue: 120,
    priceEur: 2495,
    priceChf: 2790,
  },
  blanket: {
    baseProductNo: '100010',
    name: 'Kuscheldecke aus Teddyfleece',
    brand: 'Traumwolke',
    kind: 'blanket',
    hue: 30,
    priceEur: 3999,
    priceChf: 4390,
  },
  smartwatch: {
    baseProductNo: '100011',
    name: 'Smartwatch mit Pulsmessung',
    brand: 'Tempo One',
    kind: 'smartwatch',
    hue: 170,
    priceEur: 9999,
    priceChf: 10990,
  },
  handbag: {
    baseProductNo: '100012',
    name: 'Lederhandtasche, cognac',
    brand: 'Borsa',
    kind: 'handbag',
    hue: 28,
    priceEur: 17900,
    priceChf: 18900,
  },
  raisedBed: {
    baseProductNo: '600104',
    name: 'Hochbeet aus Lärchenholz',
    brand: 'GrünWerk',
    kind: 'raisedBed',
    hue: 30,
    priceEur: 14900,
    priceChf: 16900,
    bulky: true,
  },
} satisfies Record<string, DemoProduct>;

export type DemoProductKey = keyof typeof demoProducts;
