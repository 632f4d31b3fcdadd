import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { paymentMethodsOf, setPreferredPayment } from '../../domain/payment/payment-methods';
import type { ServiceOptions } from '../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/**
 * GET user/payment-methods (an addition: the spec names no call for the overview) and PATCH
 * user/preferred-payment, which answers the overview as it now is.
 */
export function paymentMethodsRoutes(app: FastifyInstance, { db }: ServiceOptions): void {
  route(app, catalogue.payment.paymentMethods, async (request) =>
    paymentMethodsOf(db, loggedInOf(request).customer),
  );

  route(app, catalogue.payment.setPreferredPayment, async (request) => {
    const body = request.body;
    const { customer } = loggedInOf(request);
    const preferred = await setPreferredPayment(db, customer, body.preferred_payment_method);
    return paymentMethodsOf(db, { ...customer, preferred_payment_method: preferred });
  });
}
