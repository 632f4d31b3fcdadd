import { registerHomeTile } from '@account/ui';
import { registerCatalogue } from './i18n';
import { PreferredAddressTile } from './features/preferred-address-tile/components/PreferredAddressTile';

// Exposed as ./HomeTiles: the account home loads this module alone, not the area's pages.
registerCatalogue();
registerHomeTile('preferredAddress', PreferredAddressTile);
