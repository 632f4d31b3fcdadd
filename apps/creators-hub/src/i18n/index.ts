import { addCatalogue, type Catalogue } from '@account/i18n';
import { creatorsHub as de } from './de-DE';
import { creatorsHub as at } from './de-AT';
import { creatorsHub as ch } from './de-CH';
import type { CreatorsHubCatalogue } from './de-DE';

export const NS = 'creatorsHub';
export const catalogue: Catalogue<CreatorsHubCatalogue> = { 'de-DE': de, 'de-AT': at, 'de-CH': ch };

export function registerCatalogue(): void {
  addCatalogue(NS, catalogue);
}
