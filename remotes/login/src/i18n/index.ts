import { addCatalogue, type Catalogue } from '@account/i18n';
import { login as de } from './de-DE';
import { login as at } from './de-AT';
import { login as ch } from './de-CH';
import type { LoginCatalogue } from './de-DE';

export const NS = 'login';
export const catalogue: Catalogue<LoginCatalogue> = { 'de-DE': de, 'de-AT': at, 'de-CH': ch };

export function registerCatalogue(): void {
  addCatalogue(NS, catalogue);
}
