import { addCatalogue, type Catalogue } from '@account/i18n';
import { doi as de } from './de-DE';
import { doi as at } from './de-AT';
import { doi as ch } from './de-CH';
import type { DoiCatalogue } from './de-DE';

export const NS = 'doi';
export const catalogue: Catalogue<DoiCatalogue> = { 'de-DE': de, 'de-AT': at, 'de-CH': ch };

export function registerCatalogue(): void {
  addCatalogue(NS, catalogue);
}
