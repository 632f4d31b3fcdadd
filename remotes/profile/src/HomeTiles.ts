import { registerHomeTile } from '@account/ui';
import { registerCatalogue } from './i18n';
import { CompleteProfileHint } from './features/complete-profile/components/CompleteProfileHint';
import { VoucherTile } from './features/welcome-voucher/components/VoucherTile';

// Exposed as ./HomeTiles: the account home loads this module alone, not the area's pages.
registerCatalogue();
registerHomeTile('completeProfileHint', CompleteProfileHint);
registerHomeTile('welcomeVoucher', VoucherTile);
