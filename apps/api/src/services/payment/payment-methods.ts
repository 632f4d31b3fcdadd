import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { requireStepUp } from '../../auth/step-up';
import {
  paymentMethodsOf,
  preferableMethodOf,
  setPreferredPayment,
} from '../../domain/payment/payment-methods';
import type { ServiceOptions } from '../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/**
 * GET user/payment-methods (an addition: the spec names no call for the overview) and PATCH
 * user/preferred-payment, which answers the overview as it now is.
 */
export function paymentMethodsRoutes(app: FastifyInstance, options: ServiceOptions): void {
  const { db } = options;
  route(app, catalogue.payment.paymentMethods, async (request) =>
    paymentMethodsOf(db, loggedInOf(request).customer),
  );

  route(app, catalogue.payment.setPreferredPayment, async (request) => {
    const body = request.body;
    const { customer } = loggedInOf(request);
    const requested = await preferableMethodOf(db, customer, body.preferred_payment_method);
    // It decides how the shop collects (issue 33): a change needs the step-up; choosing the
    // method already preferred changes nothing and asks nothing.
    if (requested !== customer.preferred_payment_method)
      await requireStepUp(options, request, body.password);
    const preferred = await setPreferredPayment(db, customer, requested);
    return paymentMethodsOf(db, { ...customer, preferred_payment_method: preferred });
  });
}
