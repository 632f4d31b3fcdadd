import { addCatalogue, type Catalogue } from '@account/i18n';
import { addresses as de } from './de-DE';
import { addresses as at } from './de-AT';
import { addresses as ch } from './de-CH';
import type { AddressesCatalogue } from './de-DE';

export const NS = 'addresses';
export const catalogue: Catalogue<AddressesCatalogue> = { 'de-DE': de, 'de-AT': at, 'de-CH': ch };

export function registerCatalogue(): void {
  addCatalogue(NS, catalogue);
}
