import { registerHomeTile } from '@account/ui';
import { registerCatalogue } from './i18n';
import { TopDealsTile } from './features/top-deals/components/TopDealsTile';

// Exposed as ./HomeTiles: the account home loads this module alone, not the area's pages.
registerCatalogue();
registerHomeTile('topDeals', TopDealsTile);
