import { PreferredPaymentRequest, type PaymentMethods } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import { paymentMethodsOf, setPreferredPayment } from '../../domain/payments/payment-methods';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';

/**
 * GET user/payment-methods (an addition: the spec names no call for the overview) and PATCH
 * user/preferred-payment, which answers the overview as it now is.
 */
export function paymentMethodsRoutes(app: FastifyInstance, { db }: ServiceOptions): void {
  app.get(
    '/user/payment-methods',
    { preHandler: app.requireCustomer },
    async (request): Promise<PaymentMethods> => paymentMethodsOf(db, loggedInOf(request).customer),
  );

  app.patch(
    '/user/preferred-payment',
    { preHandler: app.requireCustomer },
    async (request): Promise<PaymentMethods> => {
      const body = parseOrBadRequest(PreferredPaymentRequest, request.body);
      const { customer } = loggedInOf(request);
      const preferred = await setPreferredPayment(db, customer, body.preferred_payment_method);
      return paymentMethodsOf(db, { ...customer, preferred_payment_method: preferred });
    },
  );
}
