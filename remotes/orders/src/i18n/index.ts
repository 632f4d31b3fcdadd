import { addCatalogue, type Catalogue } from '@account/i18n';
import { orders as de } from './de-DE';
import { orders as at } from './de-AT';
import { orders as ch } from './de-CH';
import type { OrdersCatalogue } from './de-DE';

export const NS = 'orders';
export const catalogue: Catalogue<OrdersCatalogue> = { 'de-DE': de, 'de-AT': at, 'de-CH': ch };

export function registerCatalogue(): void {
  addCatalogue(NS, catalogue);
}
