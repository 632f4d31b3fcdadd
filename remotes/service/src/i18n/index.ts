import { addCatalogue, type Catalogue } from '@account/i18n';
import { service as de } from './de-DE';
import { service as at } from './de-AT';
import { service as ch } from './de-CH';
import type { ServiceCatalogue } from './de-DE';

export const NS = 'service';
export const catalogue: Catalogue<ServiceCatalogue> = { 'de-DE': de, 'de-AT': at, 'de-CH': ch };

export function registerCatalogue(): void {
  addCatalogue(NS, catalogue);
}
