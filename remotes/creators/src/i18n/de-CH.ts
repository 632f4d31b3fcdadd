import type { DeepPartial } from '@account/i18n';
import type { CreatorsCatalogue } from './de-DE';

/** Only what Swiss customers read differently (nothing yet); Swiss texts never contain "ß". */
export const creators: DeepPartial<CreatorsCatalogue> = {};
