import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../../auth/require-customer';
import {
  billingAddressFields,
  deliveryAddressFields,
} from '../../../domain/customer/addresses/address-input';
import { saveBillingAddress } from '../../../domain/customer/addresses/billing-address';
import {
  createDeliveryAddress,
  deleteDeliveryAddress,
  findOwnedAddress,
  listDeliveryAddresses,
  restoreDeliveryAddress,
  setPreferredAddress,
  toDeliveryAddress,
  updateDeliveryAddress,
} from '../../../domain/customer/addresses/delivery-addresses';
import type { ServiceOptions } from '../../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

/** The delivery and billing address calls of spec section 7, all for the logged-in customer. */
export function deliveryAddressRoutes(app: FastifyInstance, { db }: ServiceOptions): void {
  const customerOf = (request: Parameters<typeof loggedInOf>[0]) => loggedInOf(request).customer.id;

  route(app, catalogue.customer.deliveryAddresses, (request) =>
    listDeliveryAddresses(db, customerOf(request)),
  );

  route(app, catalogue.customer.deliveryAddress, async (request) => {
    const { id } = request.params;
    return toDeliveryAddress(await findOwnedAddress(db, customerOf(request), id));
  });

  route(app, catalogue.customer.addDeliveryAddress, async (request, reply) => {
    const body = request.body;
    const created = await createDeliveryAddress(
      db,
      customerOf(request),
      deliveryAddressFields(body),
    );
    return reply.status(201).send(created);
  });

  // With an id the address is saved; without one it is created, as /add does. Either way the
  // answer is the 200 of its declaration (spec section 7 names it the change of an address).
  route(app, catalogue.customer.changeDeliveryAddress, async (request) => {
    const body = request.body;
    const fields = deliveryAddressFields(body);
    if (body.id) return updateDeliveryAddress(db, customerOf(request), body.id, fields);
    return createDeliveryAddress(db, customerOf(request), fields);
  });

  route(app, catalogue.customer.deleteDeliveryAddress, async (request) => {
    const { id } = request.params;
    return deleteDeliveryAddress(db, customerOf(request), id);
  });

  route(app, catalogue.customer.restoreDeliveryAddress, async (request) => {
    const { id } = request.params;
    return restoreDeliveryAddress(db, customerOf(request), id);
  });

  route(app, catalogue.customer.setPreferredAddress, async (request) => {
    const { id } = request.params;
    return setPreferredAddress(db, customerOf(request), id);
  });

  // Spec section 7 names both paths for the billing address; they do the same.
  for (const endpoint of [
    catalogue.customer.changeBillingAddress,
    catalogue.customer.changeBillingAddresses,
  ]) {
    route(app, endpoint, async (request, reply) => {
      const saved = await saveBillingAddress(
        db,
        customerOf(request),
        billingAddressFields(request.body),
      );
      return reply.status(201).send(saved);
    });
  }
}
