import type { DeepPartial } from '@account/i18n';
import type { CreatorsHubCatalogue } from './de-DE';

/** Only what Swiss customers read differently; Swiss texts never contain "ß". */
export const creatorsHub: DeepPartial<CreatorsHubCatalogue> = {};
