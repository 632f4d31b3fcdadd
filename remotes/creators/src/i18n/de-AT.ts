import type { DeepPartial } from '@account/i18n';
import type { CreatorsCatalogue } from './de-DE';

/** Only what Austrian customers read differently. */
export const creators: DeepPartial<CreatorsCatalogue> = {
  followed: {
    changeFailed: 'Das hat leider nicht funktioniert. Bitte versuchen Sie es noch einmal.',
  },
};
