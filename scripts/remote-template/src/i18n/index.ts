import { addCatalogue, type Catalogue } from '@account/i18n';
import { __AREA__ as de } from './de-DE';
import { __AREA__ as at } from './de-AT';
import { __AREA__ as ch } from './de-CH';
import type { __Area__Catalogue } from './de-DE';

export const NS = '__AREA__';
export const catalogue: Catalogue<__Area__Catalogue> = { 'de-DE': de, 'de-AT': at, 'de-CH': ch };

export function registerCatalogue(): void {
  addCatalogue(NS, catalogue);
}
