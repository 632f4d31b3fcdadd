import type { FastifyInstance } from 'fastify';
import type { ServiceOptions } from '../../../service-options';
import { accountVerificationRoute } from './account-verification';
import { changeEmailRoutes } from './change-email';
import { changePasswordRoutes } from './change-password';
import { dataExportRoutes } from './data-export';
import { deleteAccountRoute } from './delete-account';
import { personalDetailsRoute } from './personal-details';
import { privacyCentreRoutes } from './privacy-centre';
import { securityCentreRoutes } from './security-centre';
import { vouchersRoute } from './vouchers';

/**
 * The calls of the profile remote: personal details, e-mail and password changes, the account's
 * verification and deletion, vouchers, the security and privacy centres and the data export.
 */
export function profileRoutes(app: FastifyInstance, options: ServiceOptions): void {
  personalDetailsRoute(app, options);
  changeEmailRoutes(app, options);
  deleteAccountRoute(app, options);
  changePasswordRoutes(app, options);
  accountVerificationRoute(app, options);
  vouchersRoute(app, options);
  securityCentreRoutes(app, options);
  privacyCentreRoutes(app, options);
  dataExportRoutes(app, options);
}
