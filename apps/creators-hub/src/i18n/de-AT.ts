import type { DeepPartial } from '@account/i18n';
import type { CreatorsHubCatalogue } from './de-DE';

/** Only what Austrian customers read differently. */
export const creatorsHub: DeepPartial<CreatorsHubCatalogue> = {
  live: { noneUpcoming: 'Derzeit sind keine weiteren Streams geplant.' },
  creator: { noSchedule: 'Derzeit sind keine Streams geplant.' },
};
