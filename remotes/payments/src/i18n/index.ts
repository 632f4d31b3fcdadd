import { addCatalogue, type Catalogue } from '@account/i18n';
import { payments as de } from './de-DE';
import { payments as at } from './de-AT';
import { payments as ch } from './de-CH';
import type { PaymentsCatalogue } from './de-DE';

export const NS = 'payments';
export const catalogue: Catalogue<PaymentsCatalogue> = { 'de-DE': de, 'de-AT': at, 'de-CH': ch };

export function registerCatalogue(): void {
  addCatalogue(NS, catalogue);
}
