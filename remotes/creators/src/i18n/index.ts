import { addCatalogue, type Catalogue } from '@account/i18n';
import { creators as de } from './de-DE';
import { creators as at } from './de-AT';
import { creators as ch } from './de-CH';
import type { CreatorsCatalogue } from './de-DE';

export const NS = 'creators';
export const catalogue: Catalogue<CreatorsCatalogue> = { 'de-DE': de, 'de-AT': at, 'de-CH': ch };

export function registerCatalogue(): void {
  addCatalogue(NS, catalogue);
}
