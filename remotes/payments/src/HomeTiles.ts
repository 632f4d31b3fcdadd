import { registerHomeTile } from '@account/ui';
import { registerCatalogue } from './i18n';
import { PaymentMethodTile } from './features/home-tile/components/PaymentMethodTile';

// Exposed as ./HomeTiles: the account home loads this module alone, not the area's pages.
registerCatalogue();
registerHomeTile('paymentMethod', PaymentMethodTile);
