import { addCatalogue, type Catalogue } from '@account/i18n';
import { profile as de } from './de-DE';
import { profile as at } from './de-AT';
import { profile as ch } from './de-CH';
import type { ProfileCatalogue } from './de-DE';

export const NS = 'profile';
export const catalogue: Catalogue<ProfileCatalogue> = { 'de-DE': de, 'de-AT': at, 'de-CH': ch };

export function registerCatalogue(): void {
  addCatalogue(NS, catalogue);
}
